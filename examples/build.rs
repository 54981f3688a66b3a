//! Generates the Toy dialect from `ods/toy.ods` into `$OUT_DIR/toy.rs`, which `src/toy/mod.rs`
//! includes. `compile` prints `cargo:rerun-if-changed` for the file, so editing it rebuilds the
//! crate; a mistake in it fails the build with `file:line:col` diagnostics (cargo errors, no
//! panic).

fn main() {
    ods_spec::build::compile(&["ods/toy.ods"]);
}
