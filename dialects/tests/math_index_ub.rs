//! The hand-written hooks of the math, index and ub dialects: constant folders (what the
//! rewrite driver's `m_Constant` reads), constant materializers and typed accessors.

use ods_dialects::{index, math, ub};
use ods_runtime::ods::hooks::ConstantMaterializer;
use ods_runtime::ods::preds;
use ods_runtime::transforms::rewrite::constant_value;
use ods_runtime::{Context, Op, Value};

fn parse(text: &str) -> (Context, Vec<Op>) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    ods_dialects::register_all(&mut ctx);
    let top = ods_runtime::text::parser::ops::parse_source(
        &mut ctx,
        text.as_bytes(),
        0,
        "t.mlir",
        1,
        true,
    )
    .unwrap_or_else(|d| panic!("parse error: {}", d.message));
    let body = ctx.ir.first_block(ctx.ir.op(top).regions[0]).unwrap();
    let ops = ctx.ir.block_ops(body).collect();
    (ctx, ops)
}

fn result(ctx: &Context, op: Op) -> Value {
    ctx.ir.results(op).next().unwrap()
}

fn name(ctx: &Context, op: Op) -> &str {
    ctx.str(ctx.ir.op(op).name)
}

#[test]
fn constants_fold_to_their_value() {
    let (mut ctx, ops) =
        parse("%0 = index.constant -7\n%1 = index.bool.constant true\n%2 = ub.poison : f32\n");
    let v = result(&ctx, ops[0]);
    let a = constant_value(&mut ctx, v).unwrap();
    assert_eq!(preds::int_attr_value(&ctx, a), -7);
    assert!(preds::is_index_attr(&ctx, a));
    let v = result(&ctx, ops[1]);
    let a = constant_value(&mut ctx, v).unwrap();
    assert!(preds::bool_attr_value(&ctx, a));
    let v = result(&ctx, ops[2]);
    let a = constant_value(&mut ctx, v).unwrap();
    assert!(ub::is_poison_attr(&ctx, a));
    assert_eq!(a, ub::poison_attr(&ctx));
}

#[test]
fn typed_accessors() {
    let (ctx, ops) = parse(
        "%a, %b = \"test.ab\"() : () -> (index, index)\n%0 = index.cmp ule(%a, %b)\n%x = \"test.x\"() : () -> f32\n%1 = math.exp %x fastmath<nnan,afn> : f32\n%2 = math.exp %x : f32\n%3 = ub.poison : i8\n",
    );
    let cmp = index::CmpOp::from_op(&ctx, ops[1]).unwrap();
    assert_eq!(cmp.pred(&ctx), index::IndexCmpPredicate::Ule);
    let exp = math::ExpOp::from_op(&ctx, ops[3]).unwrap();
    use ods_dialects::arith::FastMathFlags;
    assert_eq!(exp.fastmath(&ctx), FastMathFlags::NNAN | FastMathFlags::AFN);
    let plain = math::ExpOp::from_op(&ctx, ops[4]).unwrap();
    assert_eq!(plain.fastmath(&ctx), FastMathFlags::NONE);
    let p = ub::PoisonOp::from_op(&ctx, ops[5]).unwrap();
    assert!(ub::is_poison_attr(&ctx, p.value(&ctx)));
}

#[test]
fn materializers_build_the_dialects_constants() {
    let (mut ctx, _) = parse("");
    let loc = ctx.common.unknown_loc;
    let index_ty = ctx.common.index;
    let i1 = ctx.common.i1;
    let i32_ty = preds::int_type(&mut ctx, 32);
    let f32_ty = preds::float_type(&mut ctx, 32);

    let five = preds::index_attr(&mut ctx, 5);
    let op = index::IndexDialect::materialize_constant(&mut ctx, five, index_ty, loc).unwrap();
    assert_eq!(name(&ctx, op), "index.constant");
    assert!(index::IndexDialect::materialize_constant(&mut ctx, five, i32_ty, loc).is_none());
    let t = preds::bool_attr(&mut ctx, true);
    let op = index::IndexDialect::materialize_constant(&mut ctx, t, i1, loc).unwrap();
    assert_eq!(name(&ctx, op), "index.bool.constant");
    assert!(index::IndexDialect::materialize_constant(&mut ctx, t, index_ty, loc).is_none());

    let poison = ub::poison_attr(&ctx);
    let op = ub::UbDialect::materialize_constant(&mut ctx, poison, i32_ty, loc).unwrap();
    assert_eq!(name(&ctx, op), "ub.poison");
    assert!(ub::UbDialect::materialize_constant(&mut ctx, five, index_ty, loc).is_none());

    let one = preds::float_attr(&mut ctx, 32, 1.0);
    let op = math::MathDialect::materialize_constant(&mut ctx, one, f32_ty, loc).unwrap();
    assert_eq!(name(&ctx, op), "arith.constant");
    let op = math::MathDialect::materialize_constant(&mut ctx, poison, f32_ty, loc).unwrap();
    assert_eq!(name(&ctx, op), "ub.poison");
}
