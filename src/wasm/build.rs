//! The module is linked with its relocations kept (`--emit-relocs`): `./build.sh`'s
//! `wasm-split-cli` reads them to split the tools' code off (tools.rs).
fn main() {
    if std::env::var("CARGO_CFG_TARGET_FAMILY").as_deref() == Ok("wasm") {
        println!("cargo:rustc-link-arg-cdylib=--emit-relocs");
    }
}
