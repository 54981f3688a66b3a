//! Writes random programs of the bundled dialects (`ods_tests::gen`) for the dialect corpus:
//! `gen-programs DIR SEED...` writes `DIR/random_<seed>.mlir` for each seed (func, arith, cf,
//! scf, math, index and ub in generic form); `gen-programs --memory DIR SEED...` writes
//! `DIR/random_mem_<seed>.mlir` (memref, tensor and affine with arith and scf, in custom
//! form). mlir-opt's output on them becomes the golden through `tests/corpus/regen.sh`.

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let memory = args.next_if(|a| a == "--memory").is_some();
    let Some(dir) = args.next() else {
        eprintln!("usage: gen-programs [--memory] DIR SEED...");
        std::process::exit(2);
    };
    for seed in args {
        let Ok(s) = seed.parse::<u64>() else {
            eprintln!("gen-programs: `{seed}` is not a number");
            std::process::exit(2);
        };
        let (name, program) = if memory {
            (
                format!("random_mem_{s}.mlir"),
                ods_tests::gen::memory_program(s, 3, 12),
            )
        } else {
            (
                format!("random_{s}.mlir"),
                ods_tests::gen::program(s, 3, 12),
            )
        };
        let kind = if memory { "::memory_program" } else { "" };
        let text = format!("// A random program (ods_tests::gen{kind}, seed {s}).\n{program}");
        let path = std::path::Path::new(&dir).join(name);
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("gen-programs: cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
    }
}
