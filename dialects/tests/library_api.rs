//! The one-call library API: `parse_str`, `verify`, `print_to_string` with the bundled
//! dialects, as the README shows it.

use ods_runtime::{parse_str, print_to_string, Context, PrintFlags};

#[test]
fn parse_verify_print_in_three_calls() {
    let mut ctx = Context::new();
    ods_dialects::register_all(&mut ctx);
    let text = "func.func @add(%a: i32, %b: i32) -> i32 {\n  %sum = arith.addi %a, %b : i32\n  return %sum : i32\n}\n";
    let module = parse_str(&mut ctx, text, "add.mlir").expect("parses");
    ods_runtime::analysis::verifier::verify(&ctx, module).expect("verifies");
    assert_eq!(
        print_to_string(&ctx, module, PrintFlags::default()),
        "module {\n  func.func @add(%arg0: i32, %arg1: i32) -> i32 {\n    %0 = arith.addi %arg0, %arg1 : i32\n    return %0 : i32\n  }\n}\n\n"
    );
    let generic = PrintFlags {
        generic: true,
        ..PrintFlags::default()
    };
    assert!(print_to_string(&ctx, module, generic).contains("\"arith.addi\"(%arg0, %arg1)"));
}

#[test]
fn a_registered_op_with_a_bad_body_reports_mlir_opts_message() {
    let mut ctx = Context::new();
    ods_dialects::register_all(&mut ctx);
    let err = parse_str(&mut ctx, "%0 = arith.addi %a : i32\n", "bad.mlir").expect_err("fails");
    assert_eq!(
        err.to_string(),
        // mlir-opt 22's text for the same file
        "bad.mlir:1:19: error: expected ','\n%0 = arith.addi %a : i32\n                  ^"
    );
}
