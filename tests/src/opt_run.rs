//! Running the bundled `ods-opt` in-process on text built by a test, for tests that check
//! exact output (deep nesting, scaling shapes).

use ods_runtime::tool::driver::{run, Options};

/// Runs `ods-opt` with all bundled dialects on `input`, named `name` in locations:
/// (exit code, stdout, stderr).
pub fn opt_named(name: &str, args: &[&str], input: &str) -> (i32, String, String) {
    let args = args.iter().copied().chain([name]).map(str::to_string);
    let opts = Options::parse(args).expect("options");
    let out = run(&opts, input.as_bytes(), ods_dialects::register_all);
    (
        out.code,
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Asserts that a successful [`opt_named`] run printed `expected`, showing where the output
/// first differs on failure (the texts are too large to print whole).
pub fn assert_prints_named(name: &str, args: &[&str], input: &str, expected: &str) {
    let (code, out, err) = opt_named(name, args, input);
    assert_eq!(code, 0, "{args:?}: {}", &err[..err.len().min(500)]);
    if out != expected {
        let at = out
            .bytes()
            .zip(expected.bytes())
            .position(|(a, b)| a != b)
            .unwrap_or(out.len().min(expected.len()));
        let from = at.saturating_sub(100);
        panic!(
            "{args:?}: output differs at byte {at} (lengths {} and {}):\n got: {:?}\nwant: {:?}",
            out.len(),
            expected.len(),
            &out[from..(at + 100).min(out.len())],
            &expected[from..(at + 100).min(expected.len())]
        );
    }
}
