//! Entry point of the web app: it only mounts the Leptos root component.

#[cfg(target_arch = "wasm32")]
fn main() {
    konter_a_matt::page::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The web app is built for wasm by Trunk (see README). Use `konter` natively.");
}
