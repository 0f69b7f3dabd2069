// Runs before the first paint (a plain script in <head>): sets <html lang> and the colour
// theme the app will use, so the loading screen in index.html (#shell, the start screen's
// words in every language, one shown by style/main.css) appears at once in the person's
// language while the wasm downloads. The app replaces #shell as soon as it starts.
// The language rule is the app's (src/i18n/mod.rs, Lang::from_preferences): the saved
// choice; else Luxembourgish whenever the browser lists it; else the first language the
// app speaks; else English. tests/browser/smoke.test.mjs checks the two agree.
(function () {
  var root = document.documentElement;
  var settings = null;
  try {
    settings = JSON.parse(localStorage.getItem('konter-a-matt:settings') || 'null');
  } catch (e) {
    settings = null; // storage blocked or unreadable: the app reports it; here, defaults
  }
  var spoken = { en: 'en', fr: 'fr', de: 'de', gsw: 'de', lb: 'lb', ltz: 'lb' };
  var lang = settings && spoken[settings.lang] === settings.lang ? settings.lang : null;
  if (!lang) {
    var listed = [];
    var prefs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < prefs.length; i++) {
      var code = spoken[String(prefs[i]).split(/[-_]/)[0].toLowerCase()];
      if (code) listed.push(code);
    }
    lang = listed.indexOf('lb') >= 0 ? 'lb' : listed[0] || 'en';
  }
  root.lang = lang;
  if (settings && (settings.theme === 'light' || settings.theme === 'dark')) {
    root.setAttribute('data-theme', settings.theme);
  }
})();
