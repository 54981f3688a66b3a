//! Writes the dialect-types benchmark input to stdout: `gen-typedef-bench [N] [SEED]`
//! (defaults 200000 and 1). See [`ods_tests::typedef_bench_input`].

use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let stdout = std::io::stdout();
    let mut w = BufWriter::new(stdout.lock());
    ods_tests::typedef_bench_input::write_typedef_bench(n, seed, &mut w)?;
    w.flush()
}
