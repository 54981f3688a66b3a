//! Writes the memory-and-loop benchmark input to stdout: `gen-memloop-bench [N] [SEED]`
//! (defaults 200000 and 1). See [`ods_tests::memloop_bench_input`].

use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let (n, seed) = ods_tests::bench_input::size_and_seed_from_args();
    let stdout = std::io::stdout();
    let mut w = BufWriter::new(stdout.lock());
    ods_tests::memloop_bench_input::write_memloop_module(n, seed, &mut w)?;
    w.flush()
}
