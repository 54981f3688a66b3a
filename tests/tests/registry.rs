//! The registration API generated code will use, exercised with a hand-written dialect:
//! custom parse and print functions written against `OpAsmParser` / `OpAsmPrinter`, a
//! verifier hook, a folder, trait flags and an interface model cast through the registry.

use ods_runtime::ir::registry::{FoldResult, OpDefinition, OpTraits};
use ods_runtime::ir::{OperationState, Properties};
use ods_runtime::text::parser::OpAsmParser;
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::tool::driver::{run, Options};
use ods_runtime::{AttrKind, Attribute, Context, Diagnostic, Op};

/// An interface model: the describe method every `demo` op provides.
struct Describe {
    describe: fn(&Context, Op) -> String,
}

static CONST_DESCRIBE: Describe = Describe {
    describe: |_, _| "a constant".to_string(),
};
static ADD_DESCRIBE: Describe = Describe {
    describe: |ctx, op| format!("adds {} values", ctx.ir.num_operands(op)),
};

/// `%0 = demo.const 42 : i32`: the value is the `value` property.
fn parse_const(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
    let value = p.parse_attribute()?;
    let ty = match p.ctx().attr_kind(value) {
        AttrKind::Integer { ty, .. } => *ty,
        _ => return Err(p.emit_error_here("expected an integer value")),
    };
    p.set_property(st, "value", value);
    p.parse_optional_attr_dict(st)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_const(p: &mut OpAsmPrinter<'_, '_>, op: Op) {
    p.write(" ");
    if let Some(v) = p.inherent_attr(op, "value") {
        p.print_attribute(v);
    }
    p.print_optional_attr_dict(op, &["value"]);
}

/// Constants fold to their own value.
fn fold_const(
    ctx: &mut Context,
    op: Op,
    _: &[Option<Attribute>],
    out: &mut Vec<FoldResult>,
) -> bool {
    match &ctx.ir.op(op).props {
        Properties::Slots(s) => match s.first().copied().flatten() {
            Some(v) => {
                out.push(FoldResult::Attr(v));
                true
            }
            None => false,
        },
        _ => false,
    }
}

/// `%2 = demo.add %0, %1 : i32`.
fn parse_add(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
    let mut operands = Vec::new();
    operands.push(p.parse_operand(false)?);
    while p.parse_optional_comma() {
        operands.push(p.parse_operand(false)?);
    }
    p.parse_optional_attr_dict(st)?;
    let ty = p.parse_colon_type()?;
    let mut values = Vec::new();
    p.resolve_operands_same_type(&operands, ty, &mut values)?;
    st.operands.extend(values);
    st.result_types.push(ty);
    Ok(())
}

fn print_add(p: &mut OpAsmPrinter<'_, '_>, op: Op) {
    p.write(" ");
    let operands: Vec<_> = p.p.ctx.ir.operands(op).collect();
    p.print_operands(operands);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let ty = p.p.ctx.ir.value_type(p.p.ctx.ir.result(op, 0));
    p.print_type(ty);
}

fn verify_add(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let result = ctx.ir.value_type(ctx.ir.result(op, 0));
    for v in ctx.ir.operands(op) {
        if ctx.ir.value_type(v) != result {
            return Err(ods_runtime::analysis::verifier::op_error(
                ctx,
                op,
                "requires the same type for all operands and results",
            ));
        }
    }
    Ok(())
}

/// Folds `add(c1, c2)` of two known 64-bit-or-narrower constants to their sum.
fn fold_add(
    ctx: &mut Context,
    op: Op,
    consts: &[Option<Attribute>],
    out: &mut Vec<FoldResult>,
) -> bool {
    let mut sum: i64 = 0;
    for c in consts {
        match c.map(|a| ctx.attr_kind(a).clone()) {
            Some(AttrKind::Integer { value, .. }) => match value.to_i64() {
                Some(v) => sum = sum.wrapping_add(v),
                None => return false,
            },
            _ => return false,
        }
    }
    let ty = ctx.ir.value_type(ctx.ir.result(op, 0));
    let width = match ctx.type_kind(ty) {
        ods_runtime::TypeKind::Integer { width, .. } => *width,
        _ => return false,
    };
    let value = ods_runtime::numerics::apint::APInt::from_i64(width, sum);
    out.push(FoldResult::Attr(
        ctx.intern_attr(AttrKind::Integer { ty, value }),
    ));
    true
}

fn register_demo(ctx: &mut Context) {
    let c = ctx.register_op(OpDefinition {
        traits: OpTraits::PURE | OpTraits::CONSTANT_LIKE,
        property_names: &["value"],
        parse: Some(parse_const),
        print: Some(print_const),
        fold: Some(fold_const),
        ..OpDefinition::new("demo.const")
    });
    ctx.add_interface(c, &CONST_DESCRIBE);
    let a = ctx.register_op(OpDefinition {
        traits: OpTraits::PURE | OpTraits::COMMUTATIVE,
        parse: Some(parse_add),
        print: Some(print_add),
        verify: Some(verify_add),
        fold: Some(fold_add),
        ..OpDefinition::new("demo.add")
    });
    ctx.add_interface(a, &ADD_DESCRIBE);
}

const INPUT: &str =
    "%a = demo.const 40 : i32\n%b = demo.const 2 : i32 {tag = \"x\"}\n%c = demo.add %a, %b : i32\n";

fn run_demo(text: &str, generic: bool) -> (String, String, i32) {
    let opts = Options {
        input: "demo.mlir".into(),
        generic,
        ..Options::default()
    };
    let out = run(&opts, text.as_bytes(), register_demo);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.code,
    )
}

#[test]
fn custom_form_round_trips() {
    let (out, err, code) = run_demo(INPUT, false);
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(
        out,
        "module {\n  %0 = demo.const 40 : i32\n  %1 = demo.const 2 : i32 {tag = \"x\"}\n  %2 = demo.add %0, %1 : i32\n}\n\n"
    );
    let (again, _, _) = run_demo(&out, false);
    assert_eq!(again, out);
}

#[test]
fn generic_form_stores_properties() {
    let (out, _, code) = run_demo(INPUT, true);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "\"builtin.module\"() ({\n  %0 = \"demo.const\"() <{value = 40 : i32}> : () -> i32\n  %1 = \"demo.const\"() <{value = 2 : i32}> {tag = \"x\"} : () -> i32\n  %2 = \"demo.add\"(%0, %1) : (i32, i32) -> i32\n}) : () -> ()\n\n"
    );
    // Generic in, custom out.
    let (custom, _, _) = run_demo(&out, false);
    assert_eq!(custom, run_demo(INPUT, false).0);
}

#[test]
fn verifier_hook_reports_mlir_style_error() {
    let text = "%a = demo.const 1 : i32\n%b = \"demo.add\"(%a, %a) : (i32, i32) -> i64\n";
    let (_, err, code) = run_demo(text, false);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "demo.mlir:2:6: error: 'demo.add' op requires the same type for all operands and results\n\
         %b = \"demo.add\"(%a, %a) : (i32, i32) -> i64\n     ^\n\
         demo.mlir:2:6: note: see current operation: %1 = \"demo.add\"(%0, %0) : (i32, i32) -> i64\n"
    );
}

#[test]
fn custom_parser_errors_are_located() {
    let (_, err, code) = run_demo("%a = demo.add : i32\n", false);
    assert_eq!(code, 1);
    // As mlir-opt does (`%a = arith.addi : i32` is reported at 1:16), a missing token is
    // reported right after the previous one.
    assert_eq!(
        err,
        "demo.mlir:1:14: error: expected SSA operand\n%a = demo.add : i32\n             ^\n"
    );
}

#[test]
fn traits_interfaces_and_folders_are_reachable_from_a_generic_op() {
    let mut ctx = Context::new();
    register_demo(&mut ctx);
    let op = ods_runtime::text::parser::ops::parse_source(
        &mut ctx,
        INPUT.as_bytes(),
        0,
        "demo.mlir",
        1,
        true,
    )
    .expect("parses");
    let block = ctx
        .ir
        .first_block(ctx.ir.op(op).regions[0])
        .expect("module body");
    let ops: Vec<Op> = ctx.ir.block_ops(block).collect();
    let add = ops[2];
    assert!(ctx.op_traits(add).contains(OpTraits::COMMUTATIVE));
    assert!(ctx.op_traits(ops[0]).contains(OpTraits::CONSTANT_LIKE));
    assert!(!ctx.op_traits(add).contains(OpTraits::TERMINATOR));
    let info = ctx.ir.op(add).info.expect("registered");
    let model = ctx
        .registry
        .interface::<Describe>(info)
        .expect("implements Describe");
    assert_eq!((model.describe)(&ctx, add), "adds 2 values");
    let c_info = ctx.ir.op(ops[0]).info.expect("registered");
    assert_eq!(
        (ctx.registry
            .interface::<Describe>(c_info)
            .expect("model")
            .describe)(&ctx, ops[0]),
        "a constant"
    );
    assert!(ctx.registry.interface::<String>(info).is_none());

    let consts: Vec<Option<Attribute>> = ops[..2]
        .iter()
        .map(|&o| match &ctx.ir.op(o).props {
            Properties::Slots(s) => s[0],
            _ => None,
        })
        .collect();
    let fold = ctx.op_info(add).and_then(|i| i.fold).expect("folder");
    let mut out = Vec::new();
    assert!(fold(&mut ctx, add, &consts, &mut out));
    let i32t = ctx.common.i32;
    let expected = ctx.intern_attr(AttrKind::Integer {
        ty: i32t,
        value: ods_runtime::numerics::apint::APInt::from_i64(32, 42),
    });
    assert_eq!(out, vec![FoldResult::Attr(expected)]);

    let fold_c = ctx.op_info(ops[0]).and_then(|i| i.fold).expect("folder");
    let mut out = Vec::new();
    assert!(fold_c(&mut ctx, ops[0], &[], &mut out));
    let forty = ctx.intern_attr(AttrKind::Integer {
        ty: i32t,
        value: ods_runtime::numerics::apint::APInt::from_i64(32, 40),
    });
    assert_eq!(out, vec![FoldResult::Attr(forty)]);
}
