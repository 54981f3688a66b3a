//! Generates the standard dialects from their `.ods` files (`ods/*.ods`, one file per
//! dialect) through the `build.rs` API into `OUT_DIR/<dialect>.rs`.

fn main() {
    let mut inputs: Vec<std::path::PathBuf> = std::fs::read_dir("ods")
        .expect("dialects/ods exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ods"))
        .collect();
    inputs.sort();
    println!("cargo:rerun-if-changed=ods");
    ods_spec::build::Config::new().compile_or_fail(&inputs);
}
