//! scf's hand-written checks and custom forms: the device-mapping predicate, implicit
//! terminators through a custom-form round trip, and errors shown on `scf.reduce`.

use ods_dialects::scf::is_device_mapping_array;
use ods_runtime::Context;

#[test]
fn device_mapping_arrays_must_be_empty() {
    let mut ctx = Context::new();
    let empty = ods_runtime::ods::preds::array_attr(&mut ctx, Vec::new());
    assert!(is_device_mapping_array(&ctx, empty));
    let unit = ctx.common.unit;
    let one = ods_runtime::ods::preds::array_attr(&mut ctx, vec![unit]);
    assert!(!is_device_mapping_array(&ctx, one));
    assert!(!is_device_mapping_array(&ctx, unit));
}

/// Runs `ods-opt` in-process on `src` (with `extra` flags) and returns (exit code, stdout
/// or stderr).
fn opt(src: &str, extra: &[&str]) -> (i32, String) {
    let mut args: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
    args.push("t.mlir".to_string());
    let opts = ods_runtime::tool::driver::Options::parse(args).unwrap();
    let out = ods_runtime::tool::driver::run(&opts, src.as_bytes(), ods_dialects::register_all);
    let text = if out.code == 0 {
        out.stdout
    } else {
        out.stderr
    };
    (out.code, String::from_utf8_lossy(&text).into_owned())
}

#[test]
fn implicit_terminators_round_trip() {
    let src = "func.func @f(%n: index, %c: i1) {\n  scf.for %i = %n to %n step %n {\n  }\n  scf.if %c {\n  }\n  scf.parallel (%i) = (%n) to (%n) step (%n) {\n  }\n  scf.forall (%i) in (4) {\n  }\n  return\n}\n";
    let (code, custom) = opt(src, &[]);
    assert_eq!(code, 0, "{custom}");
    assert!(custom.contains("scf.for %arg2 = %arg0 to %arg0 step %arg0 {\n    }\n"));
    assert!(custom.contains("scf.reduce \n"));
    let (code, generic) = opt(src, &["--mlir-print-op-generic"]);
    assert_eq!(code, 0, "{generic}");
    assert_eq!(generic.matches("\"scf.yield\"() : () -> ()").count(), 2);
    assert!(generic.contains("\"scf.forall.in_parallel\"() ({\n      ^bb0:\n      }) : () -> ()"));
    // printing the custom form again gives the same text
    let (_, again) = opt(&custom, &[]);
    assert_eq!(again, custom);
}

#[test]
fn reduce_errors_show_the_reduce_op() {
    let src = "func.func @f(%a: index, %x: f32, %y: i32) {\n  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {\n    scf.reduce(%y : i32) {\n    ^bb0(%l: i32, %m: i32):\n      scf.reduce.return %l : i32\n    }\n  }\n  return\n}\n";
    let (code, err) = opt(src, &[]);
    assert_eq!(code, 1);
    assert!(err
        .starts_with("t.mlir:3:5: error: 'scf.reduce' op expects type of 0-th reduction operand"));
    assert!(
        err.contains("t.mlir:3:5: note: see current operation: \n\"scf.reduce\""),
        "{err}"
    );
}
