//! Property: for random programs of every bundled dialect (`ods_tests::gen`), the generated custom
//! parsers and printers agree with each other. Printing in custom form, parsing that back and
//! printing again gives the same text, and the custom and generic forms parse to the same IR
//! (the same generic print).

use ods_runtime::tool::driver::{run, Options};
use proptest::prelude::*;

fn ods_opt(input: &[u8], generic: bool) -> String {
    let opts = Options {
        generic,
        ..Options::default()
    };
    let out = run(&opts, input, ods_dialects::register_all);
    assert_eq!(
        out.code,
        0,
        "ods-opt failed:\n{}\n--- input:\n{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(input)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

#[test]
fn same_seed_same_program() {
    use ods_tests::gen::program;
    assert_eq!(program(7, 2, 5), program(7, 2, 5));
    assert_ne!(program(7, 2, 5), program(8, 2, 5));
}

fn check(seed: u64, funcs: usize, ops: usize) {
    let program = ods_tests::gen::program(seed, funcs, ops);
    let custom = ods_opt(program.as_bytes(), false);
    let again = ods_opt(custom.as_bytes(), false);
    assert_eq!(
        custom, again,
        "custom print -> parse -> print differs (seed {seed})"
    );
    let generic_from_generic = ods_opt(program.as_bytes(), true);
    let generic_from_custom = ods_opt(custom.as_bytes(), true);
    assert_eq!(
        generic_from_generic, generic_from_custom,
        "the custom form parses to different IR (seed {seed})"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, .. ProptestConfig::default() })]
    #[test]
    fn custom_form_round_trips(seed in any::<u64>(), funcs in 1usize..4, ops in 1usize..12) {
        check(seed, funcs, ops);
    }
}

/// A larger fixed program, so that a failure is easy to reproduce.
#[test]
fn a_large_program_round_trips() {
    check(0x5eed, 6, 40);
}
