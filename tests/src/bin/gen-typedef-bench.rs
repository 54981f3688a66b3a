//! Writes the dialect-types benchmark input to stdout: `gen-typedef-bench [N] [SEED]`
//! (defaults 200000 and 1). See [`ods_tests::typedef_bench_input`].

use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let (n, seed) = ods_tests::bench_input::size_and_seed_from_args();
    let stdout = std::io::stdout();
    let mut w = BufWriter::new(stdout.lock());
    ods_tests::typedef_bench_input::write_typedef_bench(n, seed, &mut w)?;
    w.flush()
}
