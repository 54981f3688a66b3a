//! The Toy example, end to end and piece by piece: the program's exact output
//! (`examples/toy.expected`), the generic form of its modules against mlir-opt's
//! (`examples/toy.generic.expected`), the markdown reference (`examples/toy.md`), the
//! dialect's custom forms, its verifier messages
//! (`tests/invalid.mlir`), each canonicalization, the shape inference pass and the inliner,
//! the custom builders and the interface cast.

use std::path::Path;
use std::process::Command;

use ods_examples::toy::passes::infer_shapes;
use ods_examples::toy::{self, as_shape_inference, ConstantOp, FuncOp, ToyDialect};
use ods_runtime::analysis::verifier::verify;
use ods_runtime::ir::builtin_ops::module_body;
use ods_runtime::ods::hooks::ConstantMaterializer;
use ods_runtime::text::parser::ops::parse_source;
use ods_runtime::text::printer::{print_top_level, PrintFlags};
use ods_runtime::tool::driver::{run, Options};
use ods_runtime::transforms::rewrite::{canonicalize, walk_nested};
use ods_runtime::{Context, Op};

/// A file of the `examples` package.
fn file(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `toy-opt ARGS` on `text` (named `t.mlir`): stdout, stderr, exit code.
fn toy_opt(args: &[&str], text: &str) -> (String, String, i32) {
    let mut all: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    all.push("t.mlir".to_string());
    let opts = Options::parse(all).expect("valid options");
    let out = run(&opts, text.as_bytes(), toy::register);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.code,
    )
}

/// Parses and verifies `text` in a fresh context with the Toy dialect.
fn parse(text: &str) -> (Context, Op) {
    let mut ctx = Context::new();
    toy::register(&mut ctx);
    let module = parse_source(&mut ctx, text.as_bytes(), 0, "t.mlir", 1, true)
        .unwrap_or_else(|d| panic!("parse error: {}", d.message));
    verify(&ctx, module).unwrap_or_else(|d| panic!("verify error: {}", d[0].message));
    (ctx, module)
}

/// The custom form of `module`.
fn print(ctx: &Context, module: Op) -> String {
    let mut out = Vec::new();
    print_top_level(ctx, module, PrintFlags::default(), &mut out).expect("print");
    String::from_utf8(out).expect("utf-8")
}

/// `text` canonicalized (and verified), printed.
fn canonicalized(text: &str) -> String {
    let (mut ctx, module) = parse(text);
    canonicalize(&mut ctx, module).expect("converges");
    verify(&ctx, module).unwrap_or_else(|d| panic!("verify error: {}", d[0].message));
    print(&ctx, module)
}

/// The `toy.func` named `name`.
fn function(ctx: &Context, module: Op, name: &str) -> FuncOp {
    let body = module_body(ctx, module).expect("module block");
    ctx.ir
        .block_ops(body)
        .filter_map(|op| FuncOp::from_op(ctx, op))
        .find(|f| f.sym_name(ctx) == name)
        .expect("the function exists")
}

#[test]
fn the_program_prints_the_expected_output() {
    let out = Command::new(env!("CARGO_BIN_EXE_toy"))
        .output()
        .expect("run the toy example");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "the example failed:\n{stderr}");
    assert_eq!(stderr, "");
    let want = file("toy.expected");
    assert!(
        stdout == want,
        "the output differs from examples/toy.expected (regenerate: examples/regen.sh)\n--- got:\n{stdout}--- want:\n{want}"
    );
}

/// The modules of the program's output, separated by `// -----` (what `regen.sh` extracts).
fn printed_modules() -> String {
    let mut chunks = Vec::new();
    let mut current: Option<String> = None;
    for line in file("toy.expected").lines() {
        if line == "module {" {
            current = Some(String::new());
        }
        if let Some(text) = current.as_mut() {
            text.push_str(line);
            text.push('\n');
        }
        if line == "}" {
            chunks.extend(current.take());
        }
    }
    chunks.join("// -----\n")
}

#[test]
fn the_generic_form_is_what_mlir_opt_prints() {
    let (stdout, stderr, code) = toy_opt(
        &["--split-input-file", "--mlir-print-op-generic"],
        &printed_modules(),
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    let want = file("toy.generic.expected");
    assert!(
        stdout == want,
        "differs from examples/toy.generic.expected (regenerate: examples/regen.sh)\n--- got:\n{stdout}--- want:\n{want}"
    );
}

/// `examples/toy.md` is the dialect's markdown reference, what `odsc gen-doc
/// examples/ods/toy.ods` prints; `ODS_BLESS=1` rewrites it.
#[test]
fn the_markdown_reference_is_current() {
    let spec = file("ods/toy.ods");
    let compiled = ods_spec::analyze("examples/ods/toy.ods", &spec);
    let model = compiled
        .model
        .unwrap_or_else(|d| panic!("{}", ods_spec::render_diagnostics(&compiled.sources, &d)));
    let want = ods_spec::docgen::generate_markdown(&model);
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("toy.md");
    if std::env::var_os("ODS_BLESS").is_some() {
        std::fs::write(&path, &want).expect("write toy.md");
    }
    assert!(
        file("toy.md") == want,
        "examples/toy.md is stale: regenerate it with `ODS_BLESS=1 cargo test -p ods-examples --test toy` or examples/regen.sh"
    );
}

#[test]
fn invalid_ir_is_rejected_with_these_messages() {
    let text = file("tests/invalid.mlir");
    let (_, stderr, code) = toy_opt(&["--split-input-file", "--verify-diagnostics"], &text);
    assert_eq!(code, 0, "{stderr}");
}

/// Every custom form, printed as it is written.
const CUSTOM_FORMS: &str = r#"module {
  toy.func private @forms(%arg0: tensor<2x3xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> attributes {toy.note = "kept"} {
    %0 = toy.constant dense<2.500000e+00> : tensor<f64>
    %1 = toy.constant {label = "c"} dense<[[1.000000e+00, 2.000000e+00]]> : tensor<1x2xf64>
    %2 = toy.add %arg0, %arg1 : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>
    %3 = toy.mul %2, %arg1 : tensor<*xf64>
    %4 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
    %5 = toy.reshape(%4 : tensor<3x2xf64>) {why = 1 : i64} to tensor<6xf64>
    %6 = toy.cast %5 : tensor<6xf64> to tensor<*xf64>
    %7 = toy.generic_call @forms(%arg0, %6) : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>
    toy.print %7 : tensor<*xf64>
    toy.return %3 : tensor<*xf64>
  }
  toy.func @no_result() {
    toy.return
  }
}
"#;

#[test]
fn custom_forms_round_trip() {
    let (stdout, stderr, code) = toy_opt(&[], CUSTOM_FORMS);
    assert_eq!((code, stderr.as_str()), (0, ""));
    // like mlir-opt, the driver ends its output with an empty line
    let printed = format!("{CUSTOM_FORMS}\n");
    assert_eq!(stdout, printed);
    // generic in, custom out
    let (generic, _, code) = toy_opt(&["--mlir-print-op-generic"], CUSTOM_FORMS);
    assert_eq!(code, 0);
    assert!(generic.contains(
        r#"%2 = "toy.add"(%arg0, %arg1) : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>"#
    ));
    let (stdout, _, code) = toy_opt(&[], &generic);
    assert_eq!((code, stdout), (0, printed));
}

#[test]
fn transpose_of_transpose_is_the_input() {
    let text = r#"toy.func @f(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}"#;
    assert_eq!(
        canonicalized(text),
        r#"module {
  toy.func @f(%arg0: tensor<*xf64>) -> tensor<*xf64> {
    toy.return %arg0 : tensor<*xf64>
  }
}
"#
    );
    // the outer transpose keeps its users' types: a result of another type stays
    let text = r#"toy.func @f(%arg0: tensor<2x3xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}"#;
    assert!(canonicalized(text).contains("%1 = toy.transpose(%0 : tensor<*xf64>)"));
}

#[test]
fn reshapes_fold_and_merge() {
    let text = r#"toy.func @f(%arg0: tensor<*xf64>, %arg1: tensor<2x3xf64>) {
  %0 = toy.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %1 = toy.reshape(%0 : tensor<6xf64>) to tensor<3x2xf64>
  toy.print %1 : tensor<3x2xf64>
  %2 = toy.reshape(%arg1 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.print %2 : tensor<2x3xf64>
  %3 = toy.reshape(%arg0 : tensor<*xf64>) to tensor<6xf64>
  %4 = toy.reshape(%3 : tensor<6xf64>) to tensor<1x6xf64>
  toy.print %4 : tensor<1x6xf64>
  %5 = toy.constant dense<7.0> : tensor<4xf64>
  %6 = toy.reshape(%5 : tensor<4xf64>) to tensor<2x2xf64>
  toy.print %6 : tensor<2x2xf64>
  toy.return
}"#;
    assert_eq!(
        canonicalized(text),
        r#"module {
  toy.func @f(%arg0: tensor<*xf64>, %arg1: tensor<2x3xf64>) {
    %0 = toy.constant dense<7.000000e+00> : tensor<2x2xf64>
    %1 = toy.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<3x2xf64>
    toy.print %1 : tensor<3x2xf64>
    toy.print %arg1 : tensor<2x3xf64>
    %2 = toy.reshape(%arg0 : tensor<*xf64>) to tensor<1x6xf64>
    toy.print %2 : tensor<1x6xf64>
    toy.print %0 : tensor<2x2xf64>
    toy.return
  }
}
"#
    );
}

#[test]
fn casts_to_the_same_type_fold() {
    let text = r#"toy.func @f(%arg0: tensor<2x3xf64>) {
  %0 = toy.cast %arg0 : tensor<2x3xf64> to tensor<2x3xf64>
  %1 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}"#;
    assert_eq!(
        canonicalized(text),
        r#"module {
  toy.func @f(%arg0: tensor<2x3xf64>) {
    %0 = toy.cast %arg0 : tensor<2x3xf64> to tensor<*xf64>
    toy.print %0 : tensor<*xf64>
    toy.return
  }
}
"#
    );
}

#[test]
fn shapes_are_inferred_from_the_arguments() {
    let (mut ctx, module) = parse(
        r#"toy.func @f(%arg0: tensor<2x3xf64>, %arg1: tensor<3x2xf64>) {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<*xf64>
  %1 = toy.mul %0, %arg1 : (tensor<*xf64>, tensor<3x2xf64>) -> tensor<*xf64>
  %2 = toy.add %1, %1 : tensor<*xf64>
  %3 = toy.cast %2 : tensor<*xf64> to tensor<*xf64>
  %4 = toy.reshape(%3 : tensor<*xf64>) to tensor<6xf64>
  toy.print %4 : tensor<6xf64>
  toy.return
}"#,
    );
    let f = function(&ctx, module, "f");
    infer_shapes(&mut ctx, f).expect("every shape is inferred");
    verify(&ctx, module).expect("still valid");
    assert_eq!(
        print(&ctx, module),
        r#"module {
  toy.func @f(%arg0: tensor<2x3xf64>, %arg1: tensor<3x2xf64>) {
    %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
    %1 = toy.mul %0, %arg1 : tensor<3x2xf64>
    %2 = toy.add %1, %1 : tensor<3x2xf64>
    %3 = toy.cast %2 : tensor<3x2xf64> to tensor<3x2xf64>
    %4 = toy.reshape(%3 : tensor<3x2xf64>) to tensor<6xf64>
    toy.print %4 : tensor<6xf64>
    toy.return
  }
}
"#
    );
}

#[test]
fn shape_inference_reports_what_it_cannot_infer() {
    let cases = [
        (
            // an unranked argument: the transpose never gets a ranked operand
            r#"toy.func @f(%arg0: tensor<*xf64>) {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  toy.print %0 : tensor<*xf64>
  toy.return
}"#,
            "'toy.func' op shape inference failed, 1 operations couldn't be inferred",
        ),
        (
            // a call has no ShapeInference interface
            r#"toy.func @f(%arg0: tensor<2xf64>) -> tensor<*xf64> {
  %0 = toy.generic_call @f(%arg0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}"#,
            "'toy.generic_call' op unable to infer shape of operation without shape inference interface",
        ),
    ];
    for (text, want) in cases {
        let (mut ctx, module) = parse(text);
        let f = function(&ctx, module, "f");
        let err = infer_shapes(&mut ctx, f).expect_err("fails");
        assert_eq!(err.message, want);
    }
}

/// The `toy-opt` binary (`OptTool` with the Toy passes) run with `args` on `text` given on
/// stdin: stdout, stderr, exit code.
fn toy_opt_binary(args: &[&str], text: &str) -> (String, String, i32) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .args(args)
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run toy-opt");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(text.as_bytes()).expect("write stdin");
    drop(stdin);
    let out = child.wait_with_output().expect("toy-opt output");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

/// `text` indented by two spaces (blank lines stay empty), as a module's body prints.
fn indent(text: &str) -> String {
    let lines: Vec<String> = text
        .lines()
        .map(|l| {
            if l.is_empty() {
                String::new()
            } else {
                format!("  {l}")
            }
        })
        .collect();
    lines.join("\n")
}

#[test]
fn toy_opt_inlines_and_infers_shapes() {
    let (out, err, code) = toy_opt_binary(
        &["--inline", "--toy-shape-inference"],
        &file("mlir/passes.mlir"),
    );
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(out, file("mlir/passes.mlir.expected"));
}

#[test]
fn calls_are_inlined_with_casts() {
    let input = r#"toy.func private @id(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  toy.return %arg0 : tensor<*xf64>
}
toy.func private @unused(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  toy.return %arg0 : tensor<*xf64>
}
toy.func private @twice(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.generic_call @id(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
  %1 = toy.add %0, %0 : tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
toy.func @main(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  %0 = toy.generic_call @twice(%arg0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.print %0 : tensor<*xf64>
  %1 = toy.generic_call @id(%arg0) : (tensor<2xf64>) -> tensor<2xf64>
  toy.return %1 : tensor<2xf64>
}"#;
    // the argument is cast to the parameter type; the result of @id, a tensor<*xf64> where
    // the call gives tensor<2xf64>, is cast back; the dead private functions are erased
    let (out, err, code) = toy_opt_binary(
        &["--pass-pipeline=builtin.module(inline{default-pipeline=})"],
        input,
    );
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(
        out,
        r#"module {
  toy.func @main(%arg0: tensor<2xf64>) -> tensor<2xf64> {
    %0 = toy.cast %arg0 : tensor<2xf64> to tensor<*xf64>
    %1 = toy.add %0, %0 : tensor<*xf64>
    toy.print %1 : tensor<*xf64>
    %2 = toy.cast %arg0 : tensor<2xf64> to tensor<*xf64>
    %3 = toy.cast %2 : tensor<*xf64> to tensor<2xf64>
    toy.return %3 : tensor<2xf64>
  }
}

"#
    );
    // a struct argument of another type than the parameter's cannot be cast: the tensor
    // argument's cast, made first, is undone, and the call stays
    let input = r#"toy.func private @g(%arg0: tensor<*xf64>, %arg1: !toy.struct<tensor<*xf64>>) -> tensor<*xf64> {
  toy.return %arg0 : tensor<*xf64>
}
toy.func @main(%arg0: tensor<2xf64>, %arg1: !toy.struct<tensor<2xf64>>) {
  %0 = toy.generic_call @g(%arg0, %arg1) : (tensor<2xf64>, !toy.struct<tensor<2xf64>>) -> tensor<*xf64>
  toy.print %0 : tensor<*xf64>
  toy.return
}"#;
    let (out, err, code) = toy_opt_binary(&["--inline"], input);
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(out, format!("module {{\n{}\n}}\n\n", indent(input)));
    // a declaration has no body, and recursion is not inlined away: both calls stay
    let input = r#"toy.func private @ext(tensor<*xf64>) -> tensor<*xf64>
toy.func @f(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.generic_call @ext(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
  %1 = toy.generic_call @f(%0) : (tensor<*xf64>) -> tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}"#;
    let (out, err, code) = toy_opt_binary(&["--inline"], input);
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(
        out,
        r#"module {
  toy.func private @ext(tensor<*xf64>) -> tensor<*xf64>
  toy.func @f(%arg0: tensor<*xf64>) -> tensor<*xf64> {
    %0 = toy.generic_call @ext(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
    %1 = toy.generic_call @f(%0) : (tensor<*xf64>) -> tensor<*xf64>
    toy.return %1 : tensor<*xf64>
  }
}

"#
    );
}

#[test]
fn shape_inference_pass_fails_with_its_message_and_counts() {
    let input = r#"toy.func @f(%arg0: tensor<*xf64>) {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  toy.print %0 : tensor<*xf64>
  toy.return
}"#;
    let (out, err, code) = toy_opt_binary(&["--toy-shape-inference"], input);
    assert_eq!(out, "");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "<stdin>:1:1: error: 'toy.func' op shape inference failed, 1 operations couldn't be inferred\ntoy.func @f(%arg0: tensor<*xf64>) {\n^\n"
    );
}

#[test]
fn shape_inference_is_linear_on_a_long_function() {
    // 100,000 transposes in a chain: one sweep infers them all
    let n = 100_000;
    let mut text = String::from("toy.func @f(%arg0: tensor<2x3xf64>) {\n");
    let mut prev = "%arg0".to_string();
    let mut ty = "tensor<2x3xf64>";
    for i in 0..n {
        text.push_str(&format!(
            "  %{i} = toy.transpose({prev} : {ty}) to tensor<*xf64>\n"
        ));
        prev = format!("%{i}");
        ty = "tensor<*xf64>";
    }
    text.push_str(&format!(
        "  toy.print {prev} : tensor<*xf64>\n  toy.return\n}}"
    ));
    let (mut ctx, module) = parse(&text);
    let f = function(&ctx, module, "f");
    assert_eq!(infer_shapes(&mut ctx, f), Ok(n));
    let printed = print(&ctx, module);
    let last = n - 1;
    let want = if n % 2 == 0 {
        "tensor<2x3xf64>"
    } else {
        "tensor<3x2xf64>"
    };
    assert!(printed.ends_with(
        &format!("  toy.print %{last} : {want}\n    toy.return\n  }}\n}}\n").replacen(
            "  toy.print",
            "    toy.print",
            1
        )
    ));
}

#[test]
fn custom_builders_interfaces_and_materializer() {
    let mut ctx = Context::new();
    toy::register(&mut ctx);
    let loc = ctx.common.unknown_loc;
    let f64_ty = toy::ranked_f64(&mut ctx, &[]);
    let func = FuncOp::with_entry_block(&mut ctx, loc, "f", &[f64_ty], &[]);
    let entry = func.entry_block(&ctx);
    assert_eq!(ctx.ir.block_args(entry).len(), 1);
    let scalar = ConstantOp::scalar(&mut ctx, loc, 2.5);
    ctx.ir.append_op(entry, scalar.op());
    let splat = ConstantOp::tensor(&mut ctx, loc, &[2, 2], &[1.0; 4]);
    ctx.ir.append_op(entry, splat.op());
    let ret = toy::ReturnOp::build(&mut ctx, loc, &[]);
    ctx.ir.append_op(entry, ret.op());
    verify(&ctx, func.op()).expect("valid");
    let text =
        ods_runtime::text::printer::ops::print_op_local(&ctx, func.op(), PrintFlags::default());
    assert_eq!(
        text,
        "toy.func @f(%arg0: tensor<f64>) {\n  %0 = toy.constant dense<2.500000e+00> : tensor<f64>\n  %1 = toy.constant dense<1.000000e+00> : tensor<2x2xf64>\n  toy.return\n}"
    );
    // the interface cast: ops that declare ShapeInference have it, others not
    let ops = walk_nested(&ctx, func.op(), true);
    let with_interface: Vec<bool> = ops
        .iter()
        .map(|op| as_shape_inference(&ctx, op).is_some())
        .collect();
    assert_eq!(with_interface, [false, false, false]);
    let x = ctx.ir.block_args(entry)[0];
    let t = toy::TransposeOp::build(&mut ctx, loc, f64_ty, x);
    let t = t.op();
    let shaped = as_shape_inference(&ctx, &t).expect("transpose infers shapes");
    assert_eq!(shaped.infer_result_type(&mut ctx), Some(f64_ty));
    // the constant materializer takes f64 dense values of the requested type only
    let value = scalar.value(&ctx);
    let made = ToyDialect::materialize_constant(&mut ctx, value, f64_ty, loc).expect("made");
    assert!(ConstantOp::from_op(&ctx, made).is_some());
    let other = toy::ranked_f64(&mut ctx, &[1]);
    assert!(ToyDialect::materialize_constant(&mut ctx, value, other, loc).is_none());
}

#[test]
fn struct_types_are_built_checked_and_read_typed() {
    let mut ctx = Context::new();
    toy::register(&mut ctx);
    let unranked = toy::unranked_f64(&mut ctx);
    let loc = ctx.common.unknown_loc;
    let s = toy::StructType::get_checked(&mut ctx, loc, vec![unranked, unranked]).unwrap();
    assert_eq!(s.element_types(&ctx), [unranked, unranked]);
    assert_eq!(toy::StructType::from_type(&ctx, s.as_type()), Some(s));
    assert_eq!(toy::StructType::from_type(&ctx, unranked), None);
    // equal parameters give the same type
    let again = toy::StructType::get(&mut ctx, vec![unranked, unranked]);
    assert_eq!(again, s);
    let e = toy::StructType::get_checked(&mut ctx, loc, vec![]).unwrap_err();
    assert_eq!(e.message, "a struct needs at least one element type");
    let i32_ty = ctx.common.i32;
    let e = toy::StructType::get_checked(&mut ctx, loc, vec![i32_ty]).unwrap_err();
    assert_eq!(
        e.message,
        "the elements of a struct are tensors of f64 or structs, not 'i32'"
    );
}

#[test]
fn struct_access_of_a_constant_struct_becomes_a_constant() {
    let text = r#"toy.func @f() -> tensor<*xf64> {
  %0 = toy.struct_constant [dense<1.0> : tensor<f64>, dense<2.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>, tensor<*xf64>>
  %1 = toy.struct_access %0[0] : !toy.struct<tensor<*xf64>, tensor<*xf64>> -> tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}"#;
    assert_eq!(
        canonicalized(text),
        r#"module {
  toy.func @f() -> tensor<*xf64> {
    %0 = toy.constant dense<1.000000e+00> : tensor<f64>
    %1 = toy.cast %0 : tensor<f64> to tensor<*xf64>
    toy.return %1 : tensor<*xf64>
  }
}
"#
    );
}
