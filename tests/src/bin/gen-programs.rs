//! Writes random programs of the bundled dialects (`ods_tests::gen`) for the dialect corpus:
//! `gen-programs DIR SEED...` writes `DIR/random_<seed>.mlir` for each seed; mlir-opt's output
//! on them becomes the golden through `tests/corpus/regen.sh`.

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: gen-programs DIR SEED...");
        std::process::exit(2);
    };
    for seed in args {
        let Ok(s) = seed.parse::<u64>() else {
            eprintln!("gen-programs: `{seed}` is not a number");
            std::process::exit(2);
        };
        let text = format!(
            "// A random program (ods_tests::gen, seed {s}).\n{}",
            ods_tests::gen::program(s, 3, 12)
        );
        let path = std::path::Path::new(&dir).join(format!("random_{s}.mlir"));
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("gen-programs: cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
    }
}
