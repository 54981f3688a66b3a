//! The build script of the fixture crate of `tests/tests/build_errors.rs`: compiles a `.ods`
//! file with mistakes through the `build.rs` API, which must report them as cargo errors.

fn main() {
    ods_spec::build::compile(&["broken.ods"]);
}
