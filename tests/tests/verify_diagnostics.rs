//! `--verify-diagnostics`: expectations in `// expected-*` comments are matched against the
//! diagnostics produced. Expected outputs were recorded from MLIR 22's `mlir-opt` with the same
//! flags (`--allow-unregistered-dialect --verify-diagnostics --split-input-file`).

use ods_runtime::tool::driver::{run, Options, Outcome};
use ods_runtime::Context;

fn setup(_ctx: &mut Context) {}

fn verify(name: &str, text: &str) -> Outcome {
    let args = [
        "--allow-unregistered-dialect",
        "--verify-diagnostics",
        "--split-input-file",
        name,
    ];
    let opts = Options::parse(args.iter().map(|s| s.to_string())).expect("options");
    run(&opts, text.as_bytes(), setup)
}

const ALL_EXPECTED: &str = r#""foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{does not dominate}}
  "foo.use"(%0) : (i32) -> ()
  // expected-note @+1 {{operand defined here}}
  %0 = "foo.a"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
"#;

#[test]
fn all_expected_diagnostics_pass() {
    let out = verify("vd1.mlir", ALL_EXPECTED);
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    assert_eq!(out.code, 0);
}

const MISMATCHES: &str = r#""foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-warning @+1 {{does not dominate}}
  "foo.use"(%0) : (i32) -> ()
  %0 = "foo.a"() : () -> i32
  // expected-note @below {{nothing}}
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
// expected-error@above {{missing one}}
// -----
// expected-error @+1 {{undeclared}}
"foo.a"(%x) : (i32) -> ()
// -----
"foo.ok"() : () -> ()
// -----
// expected-error-re {{a{{[0-9]+}}b}}
// expected-error {{}}
"foo.x"() : () -> ()
"#;

const MISMATCHES_STDERR: &str = r#"vd2.mlir:4:6: error: 'error' diagnostic emitted when expecting a 'warning'
  // expected-warning @+1 {{does not dominate}}
     ^
vd2.mlir:6:8: error: unexpected note: operand defined here (op in the same block)
  %0 = "foo.a"() : () -> i32
       ^
vd2.mlir:4:6: error: expected warning "does not dominate" was not produced
  // expected-warning @+1 {{does not dominate}}
     ^~~~~~~~~~~~~~~~~
vd2.mlir:7:6: error: expected note "nothing" was not produced
  // expected-note @below {{nothing}}
     ^~~~~~~
vd2.mlir:10:4: error: expected error "missing one" was not produced
// expected-error@above {{missing one}}
   ^~~~~~~~~~~
vd2.mlir:17:4: error: expected error "a{{[0-9]+}}b" was not produced
// expected-error-re {{a{{[0-9]+}}b}}
   ^~~~~~~~~~~~
vd2.mlir:18:4: error: expected error "" was not produced
// expected-error {{}}
   ^
"#;

const MISMATCHES_STDOUT: &str = r#"// -----
// -----
module {
  "foo.ok"() : () -> ()
}

// -----
module {
  "foo.x"() : () -> ()
}

"#;

#[test]
fn mismatches_are_reported_like_mlir_opt() {
    let out = verify("vd2.mlir", MISMATCHES);
    assert_eq!(String::from_utf8_lossy(&out.stderr), MISMATCHES_STDERR);
    assert_eq!(String::from_utf8_lossy(&out.stdout), MISMATCHES_STDOUT);
    assert_eq!(out.code, 1);
}

#[test]
fn unexpected_error_without_expectations() {
    let out = verify("u.mlir", "\"foo.b\"(%x) : (i32) -> ()\n");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "u.mlir:1:9: error: unexpected error: use of undeclared SSA value name\n\"foo.b\"(%x) : (i32) -> ()\n        ^\n"
    );
    assert_eq!(out.code, 1);
}

#[test]
fn near_miss_split_markers_warn() {
    let out = verify(
        "nm.mlir",
        "\"foo.a\"() : () -> ()\n// ----\n\"foo.b\"() : () -> ()\n",
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "nm.mlir:2:7: warning: near miss with file split marker\n// ----\n      ^\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "module {\n  \"foo.a\"() : () -> ()\n  \"foo.b\"() : () -> ()\n}\n\n"
    );
    assert_eq!(out.code, 0);
}
