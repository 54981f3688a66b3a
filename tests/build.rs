//! Generates the kitchen-sink test dialect through the `build.rs` API (the same file is also
//! compiled through `include_ods!` in `src/kitchen/mod.rs`).

fn main() {
    ods_spec::build::Config::new().compile_or_fail(&["ods/kitchen.ods", "ods/defs_kitchen.ods"]);
}
