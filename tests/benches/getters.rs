//! Generated getters against their hand-written raw equivalents, over every op of a built
//! function of N ops (one third each `kitchen.addi`, `kitchen.attrs`, `kitchen.segments`):
//!
//! * `addi_lhs`: `AddIOp::lhs(ctx)` vs `ctx.ir.operand(op, 0)`;
//! * `addi_overflow`: the dialect enum attribute getter `AddIOp::overflow(ctx)` (a bit enum
//!   stored in `#kitchen.overflow<...>`, like arith's `overflowFlags`) vs a direct
//!   property-slot read plus the read of the stored value (`ctx.attr_params::<Overflow>`);
//!   `addi_overflow_attr`: the raw `overflow_attr` vs the slot read alone;
//! * `attrs_required`: the typed `AttrsOp::required(ctx)` vs a direct property-slot read plus
//!   `int_attr_value`, and the raw `required_attr` vs the slot read alone;
//! * `segments_many`: the variadic `SegmentsOp::many(ctx)` (summed) vs reading
//!   `operandSegmentSizes` and indexing the operands by hand.
//!
//! Run with `cargo bench -p ods-tests --bench getters` (`ODS_BENCH_OPS` sets N, default
//! 30,000). The ratio generated/raw is the figure of merit (target about 1.0).

use std::hint::black_box;

use ods_runtime::ir::Properties;
use ods_runtime::ods::preds;
use ods_runtime::{AttrKind, Attribute, Context, Op, Value};
use ods_tests::kitchen::by_build::{self as k, AddIOp, AttrsOp, Overflow, SegmentsOp};

fn main() {
    divan::main();
}

/// The context and the ops of each kind.
struct Ir {
    ctx: Context,
    adds: Vec<Op>,
    attrs: Vec<Op>,
    segs: Vec<Op>,
}

fn ir() -> &'static Ir {
    static IR: std::sync::OnceLock<Ir> = std::sync::OnceLock::new();
    IR.get_or_init(|| {
        let n: usize = std::env::var("ODS_BENCH_OPS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(30_000);
        build(n)
    })
}

fn build(n: usize) -> Ir {
    let mut ctx = Context::new();
    k::register(&mut ctx);
    let text =
        "\"kitchen.module\"() ({\n^bb0(%a: i32, %b: i32, %x: index, %f: f32):\n}) : () -> ()\n";
    let top = ods_runtime::text::parser::ops::parse_source(
        &mut ctx,
        text.as_bytes(),
        0,
        "b.mlir",
        1,
        true,
    )
    .expect("the module parses");
    let module = ctx
        .ir
        .first_block(ctx.ir.op(top).regions[0])
        .and_then(|b| ctx.ir.first_op(b))
        .expect("the kitchen.module op");
    let block = ctx
        .ir
        .first_block(ctx.ir.op(module).regions[0])
        .expect("its block");
    let args = ctx.ir.block_args(block).to_vec();
    let (a, b, x, f) = (args[0], args[1], args[2], args[3]);
    let loc = ctx.common.unknown_loc;
    let i32t = ctx.ir.value_type(a);
    let mut ir = Ir {
        ctx,
        adds: Vec::new(),
        attrs: Vec::new(),
        segs: Vec::new(),
    };
    let ctx = &mut ir.ctx;
    let dims = preds::array_attr(ctx, Vec::new());
    for i in 0..n {
        let op = match i % 3 {
            0 => {
                // every overflow value, the default (`None`) included
                let overflow = (i % 4 != 0).then(|| Overflow::from_bits_truncate((i % 4) as u32));
                let op = AddIOp::build_full(ctx, loc, a, b, overflow).op();
                ir.adds.push(op);
                op
            }
            1 => {
                // the required arguments, in declaration order (the operand comes last)
                let op = AttrsOp::build(ctx, loc, i as i64, 5, 3, 2, "t", true, dims, a).op();
                ir.attrs.push(op);
                op
            }
            _ => {
                let many: &[Value] = if i % 2 == 0 { &[a, b] } else { &[b] };
                let op =
                    SegmentsOp::build_full(ctx, loc, &[i32t], None, a, many, Some(x), &[f]).op();
                ir.segs.push(op);
                op
            }
        };
        ctx.ir.append_op(block, op);
    }
    ir
}

/// Property slot `i` of `op`, read directly.
#[inline(always)]
fn slot(ctx: &Context, op: Op, i: usize) -> Option<Attribute> {
    match &ctx.ir.op(op).props {
        Properties::Slots(s) => s.get(i).copied().flatten(),
        _ => None,
    }
}

#[divan::bench]
fn addi_lhs_generated(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        for &op in &ir.adds {
            black_box(AddIOp::from_op_unchecked(op).lhs(&ir.ctx));
        }
    });
}

#[divan::bench]
fn addi_lhs_raw(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        for &op in &ir.adds {
            black_box(ir.ctx.ir.operand(op, 0));
        }
    });
}

#[divan::bench]
fn addi_overflow_generated(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        let mut sum = 0u32;
        for &op in &ir.adds {
            sum = sum.wrapping_add(AddIOp::from_op_unchecked(op).overflow(&ir.ctx).bits());
        }
        black_box(sum)
    });
}

#[divan::bench]
fn addi_overflow_raw(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        let mut sum = 0u32;
        for &op in &ir.adds {
            if let Some(v) = slot(&ir.ctx, op, 0).and_then(|a| ir.ctx.attr_params::<Overflow>(a)) {
                sum = sum.wrapping_add(v.bits());
            }
        }
        black_box(sum)
    });
}

#[divan::bench]
fn addi_overflow_attr_generated(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        for &op in &ir.adds {
            black_box(AddIOp::from_op_unchecked(op).overflow_attr(&ir.ctx));
        }
    });
}

#[divan::bench]
fn addi_overflow_attr_raw(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        for &op in &ir.adds {
            black_box(slot(&ir.ctx, op, 0));
        }
    });
}

#[divan::bench]
fn attrs_required_generated(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        let mut sum = 0i64;
        for &op in &ir.attrs {
            sum = sum.wrapping_add(AttrsOp::from_op_unchecked(op).required(&ir.ctx));
        }
        black_box(sum)
    });
}

#[divan::bench]
fn attrs_required_raw(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        let mut sum = 0i64;
        for &op in &ir.attrs {
            if let Some(a) = slot(&ir.ctx, op, 0) {
                sum = sum.wrapping_add(preds::int_attr_value(&ir.ctx, a));
            }
        }
        black_box(sum)
    });
}

#[divan::bench]
fn attrs_required_attr_generated(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        for &op in &ir.attrs {
            black_box(AttrsOp::from_op_unchecked(op).required_attr(&ir.ctx));
        }
    });
}

#[divan::bench]
fn attrs_required_attr_raw(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        for &op in &ir.attrs {
            black_box(slot(&ir.ctx, op, 0));
        }
    });
}

#[divan::bench]
fn segments_many_generated(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        let mut n = 0usize;
        for &op in &ir.segs {
            for v in SegmentsOp::from_op_unchecked(op).many(&ir.ctx) {
                n = n.wrapping_add(black_box(v).index());
            }
        }
        black_box(n)
    });
}

#[divan::bench]
fn segments_many_raw(bench: divan::Bencher) {
    let ir = ir();
    bench.bench(|| {
        let mut n = 0usize;
        for &op in &ir.segs {
            // operandSegmentSizes is the first slot after the op's (zero) attributes
            let Some(sizes) = slot(&ir.ctx, op, 0) else {
                continue;
            };
            let AttrKind::DenseArray { raw, .. } = ir.ctx.attr_kind(sizes) else {
                continue;
            };
            let size = |i: usize| {
                i32::from_le_bytes([raw[4 * i], raw[4 * i + 1], raw[4 * i + 2], raw[4 * i + 3]])
                    as usize
            };
            let start = size(0);
            for i in start..start + size(1) {
                n = n.wrapping_add(black_box(ir.ctx.ir.operand(op, i)).index());
            }
        }
        black_box(n)
    });
}
