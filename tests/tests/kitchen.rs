//! The generated API of the kitchen-sink dialect (`tests/ods/kitchen.ods`) on real IR, with
//! exact assertions: registration and generic round trips, every builder form, getters and
//! setters against the adaptor, verifier messages (mlir-opt's texts where upstream has the same
//! constraint), enums, interfaces, folding, custom assembly and extra items. Every test runs
//! against each copy of the generated code: `by_build` (build.rs), `by_macro`
//! (`include_ods!`) and `by_attr` (the same ops declared with `#[ods_macros::dialect]`).

use ods_runtime::text::printer::ops::print_op_local;
use ods_runtime::text::printer::PrintFlags;
use ods_runtime::tool::driver::{run, Options};
use ods_runtime::{Attribute, Context, Op};

/// Runs the driver on `text` (named `k.mlir`) with `args`; returns stdout, stderr and the code.
fn opt(setup: fn(&mut Context), args: &[&str], text: &str) -> (String, String, i32) {
    let mut all: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    all.push("k.mlir".to_string());
    let opts = Options::parse(all).expect("options");
    let out = run(&opts, text.as_bytes(), setup);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.code,
    )
}

/// The generic form of `op` (printed alone).
fn generic(ctx: &Context, op: Op) -> String {
    print_op_local(
        ctx,
        op,
        PrintFlags {
            generic: true,
            ..PrintFlags::default()
        },
    )
}

/// Parses `text` into a fresh context set up by `setup`; returns the top-level module.
fn parse(setup: fn(&mut Context), text: &str) -> (Context, Op) {
    let mut ctx = Context::new();
    setup(&mut ctx);
    let top = ods_runtime::text::parser::ops::parse_source(
        &mut ctx,
        text.as_bytes(),
        0,
        "k.mlir",
        1,
        true,
    )
    .unwrap_or_else(|d| panic!("parse failed: {d:?}"));
    (ctx, top)
}

/// Every op nested in `root` (pre-order), `root` excluded.
fn walk(ctx: &Context, root: Op, out: &mut Vec<Op>) {
    for &r in ctx.ir.op(root).regions.iter() {
        for b in ctx.ir.region_blocks(r) {
            for op in ctx.ir.block_ops(b) {
                out.push(op);
                walk(ctx, op, out);
            }
        }
    }
}

/// The `n`th op named `name` in `root`.
fn find(ctx: &Context, root: Op, name: &str, n: usize) -> Op {
    let mut all = Vec::new();
    walk(ctx, root, &mut all);
    all.into_iter()
        .filter(|&op| ctx.str(ctx.ir.op(op).name) == name)
        .nth(n)
        .unwrap_or_else(|| panic!("no {name} #{n}"))
}

/// Generic IR using every op of the dialect, as the generic printer prints it.
const ALL_OPS: &str = r#""builtin.module"() ({
  "kitchen.module"() ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32, %arg4: tensor<2xf32>, %arg5: tensor<2xi1>, %arg6: vector<2xi8>, %arg7: memref<2xf32>, %arg8: tensor<3xi8>):
    %0 = "kitchen.addi"(%arg0, %arg1) <{overflow = #kitchen.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %1 = "kitchen.cmp"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "kitchen.constant"() <{value = 7 : i32}> : () -> i32
    %3:3 = "kitchen.segments"(%arg0, %arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 2, 1, 1>, resultSegmentSizes = array<i32: 2, 1>}> : (i32, i32, i32, index, f32) -> (i32, f32, i1)
    "kitchen.same_size"(%arg0, %arg1) : (i32, i32) -> ()
    "kitchen.vov"(%arg0, %arg1, %arg3) <{group_sizes = array<i32: 2, 0, 1>}> : (i32, i32, f32) -> ()
    "kitchen.attrs"(%arg0) <{bounded = 5 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", present = false, required = 1 : i64, small = 2 : i32, tag = "t", with_default = 7 : i64}> : (i32) -> ()
    "kitchen.attrs"(%arg1) <{bounded = 0 : i64, count = -4 : i64, default_opt = false, dims = [], flag = false, fm = #kitchen.fastmath<fast>, label = "lbl", maybe_count = 9 : i64, maybe_str = "s", names = ["a", "b"], odd = 3 : i64, pow2 = 8 : i64, present, required = -1 : i64, rounding = 2 : i32, small = -2 : i32, sorted = array<i64: 1, 5>, tag = "", unit_flag, with_default = 11 : i64}> : (i32) -> ()
    %4 = "kitchen.region_op"(%arg0) ({
      "kitchen.yield"(%arg0) : (i32) -> ()
    }, {
      "kitchen.yield"() : () -> ()
    }) : (i32) -> i32
    "kitchen.func"() <{sym_name = "f"}> ({
    ^bb0(%arg9: i32):
      "kitchen.nested"() : () -> ()
      "kitchen.br"(%arg9)[^bb1, ^bb2] : (i32) -> ()
    ^bb1:  // pred: ^bb0
      "kitchen.br"()[^bb2] : () -> ()
    ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
      "kitchen.br"()[^bb2] : () -> ()
    }) : () -> ()
    "kitchen.nested"() : () -> ()
    %5 = "kitchen.shaped"(%arg4, %arg3, %arg5, %arg6, %arg7, %arg0, %arg0, %arg2, %arg3, %arg8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
    %6 = "kitchen.all_match"(%arg0, %arg0) : (i32, i32) -> i32
    %7 = "kitchen.built"() <{value = 3 : i64}> : () -> i64
    "kitchen.custom_asm"() <{value = 5 : i64}> : () -> ()
    %8 = "kitchen.hooks"(%arg0) {kitchen.marked} : (i32) -> i32
    %9:2 = "kitchen.divmod"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
  }) : () -> ()
}) : () -> ()

"#;

/// A module with one block of arguments to build ops from.
const ARGS: &str = r#""kitchen.module"() ({
^bb0(%a: i32, %b: i32, %x: index, %f: f32, %c: i1, %w: i64):
}) : () -> ()
"#;

macro_rules! kitchen_tests {
    ($m:ident) => {
        mod $m {
            use super::*;
            use ods_runtime::ods::hooks::ConstantMaterializer;
            use ods_runtime::ods::preds;
            use ods_runtime::ir::registry::{FoldResult, OpTraits};
            use ods_tests::kitchen::$m as k;
            use ods_tests::kitchen::$m::*;

            /// The context, the `kitchen.module` op and its entry block's arguments.
            fn args() -> (Context, Op, ods_runtime::Block, Vec<ods_runtime::Value>) {
                let (ctx, top) = parse(k::register, ARGS);
                let m = find(&ctx, top, "kitchen.module", 0);
                let r = ctx.ir.op(m).regions[0];
                let b = ctx.ir.first_block(r).expect("block");
                let vals = ctx.ir.block_args(b).to_vec();
                (ctx, m, b, vals)
            }

            /// Prints an attribute by attaching it to a throwaway op.
            fn attr_text(ctx: &mut Context, a: Attribute) -> String {
                let loc = ctx.common.unknown_loc;
                let op = NestedOp::build_generic(ctx, loc, &[], &[], &[("a", a)]).op();
                let text = generic(ctx, op);
                text.strip_prefix("\"kitchen.nested\"() {a = ")
                    .and_then(|t| t.strip_suffix("} : () -> ()"))
                    .unwrap_or(&text)
                    .to_string()
            }

            /// Appends `op` to `b`, verifies the module and returns the op's generic text.
            fn put(ctx: &mut Context, b: ods_runtime::Block, op: Op) -> String {
                ctx.ir.append_op(b, op);
                generic(ctx, op)
            }

            #[test]
            fn every_op_round_trips_in_generic_form() {
                let (out, err, code) = opt(k::register, &["--mlir-print-op-generic"], ALL_OPS);
                assert_eq!(err, "");
                assert_eq!(code, 0);
                assert_eq!(out, ALL_OPS);
            }

            #[test]
            fn registration_is_idempotent_and_lists_ops() {
                let mut ctx = Context::new();
                k::register(&mut ctx);
                k::register(&mut ctx);
                KitchenDialect::register(&mut ctx);
                assert_eq!(KitchenDialect::NAMESPACE, "kitchen");
                assert_eq!(KitchenDialect::OPS.len(), 20);
                assert_eq!(KitchenDialect::OPS[0], "kitchen.addi");
                assert_eq!(KitchenDialect::MARKED_ATTR_NAME, "kitchen.marked");
                let (out, err, code) = opt(k::register, &["--mlir-print-op-generic"], ALL_OPS);
                assert_eq!((err.as_str(), code), ("", 0));
                assert_eq!(out, ALL_OPS);
            }

            #[test]
            fn trait_flags_and_from_op() {
                let (ctx, top) = parse(k::register, ALL_OPS);
                let add = find(&ctx, top, "kitchen.addi", 0);
                let cmp = find(&ctx, top, "kitchen.cmp", 0);
                let t = ctx.op_traits(add);
                assert!(t.contains(OpTraits::COMMUTATIVE));
                assert!(t.contains(OpTraits::PURE));
                assert!(t.contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE));
                assert!(!ctx.op_traits(cmp).contains(OpTraits::COMMUTATIVE));
                assert_eq!(t, AddIOp::TRAITS);
                let y = find(&ctx, top, "kitchen.yield", 0);
                assert!(ctx.op_traits(y).contains(OpTraits::TERMINATOR));
                assert!(ctx.op_traits(y).contains(OpTraits::RETURN_LIKE));
                let module = find(&ctx, top, "kitchen.module", 0);
                let mt = ctx.op_traits(module);
                assert!(mt.contains(OpTraits::SYMBOL_TABLE));
                assert!(mt.contains(OpTraits::NO_TERMINATOR));
                assert!(mt.contains(OpTraits::ISOLATED_FROM_ABOVE));
                let func = find(&ctx, top, "kitchen.func", 0);
                assert!(ctx.op_traits(func).contains(OpTraits::SYMBOL));
                let hooks = find(&ctx, top, "kitchen.hooks", 0);
                assert!(ctx.op_traits(hooks).contains(OpTraits::INVOLUTION));
                let all = find(&ctx, top, "kitchen.all_match", 0);
                assert!(ctx.op_traits(all).contains(OpTraits::IDEMPOTENT));
                assert!(ctx.op_traits(all).contains(OpTraits::ELEMENTWISE));

                assert_eq!(AddIOp::from_op(&ctx, add).map(|a| a.op()), Some(add));
                assert_eq!(AddIOp::from_op(&ctx, cmp), None);
                assert_eq!(CmpOp::from_op(&ctx, cmp).map(|c| c.op()), Some(cmp));
                assert_eq!(CmpOp::from_op(&ctx, add), None);
                // the other copy of the generated code registers other Rust types
                assert_eq!(AddIOp::NAME, "kitchen.addi");
                assert_eq!(AddIOp::from_op_unchecked(add).op(), add);
                assert_eq!(*AddIOp::from_op_ref(&add), AddIOp::from_op_unchecked(add));
            }

            #[test]
            fn default_builders_print_exactly() {
                let (mut ctx, _m, b, v) = args();
                let loc = ctx.common.unknown_loc;
                let (a, bb, x, f, c, w) = (v[0], v[1], v[2], v[3], v[4], v[5]);
                let i32t = ctx.ir.value_type(a);
                let i1t = ctx.ir.value_type(c);

                // build: result type inferred from SameOperandsAndResultType, the default-valued
                // attribute left out (populated with its default)
                let op = AddIOp::build(&mut ctx, loc, a, bb).op();
                assert_eq!(
                    put(&mut ctx, b, op),
                    "%0 = \"kitchen.addi\"(%arg0, %arg1) <{overflow = #kitchen.overflow<none>}> : (i32, i32) -> i32"
                );
                // build_full: every argument, typed
                let op = AddIOp::build_full(&mut ctx, loc, a, bb, Some(Overflow::NSW | Overflow::NUW)).op();
                assert_eq!(
                    put(&mut ctx, b, op),
                    "%1 = \"kitchen.addi\"(%arg0, %arg1) <{overflow = #kitchen.overflow<nsw, nuw>}> : (i32, i32) -> i32"
                );
                // result types as one list
                let op = AddIOp::build_with_result_types(&mut ctx, loc, &[i32t], a, bb).op();
                assert_eq!(put(&mut ctx, b, op), "%2 = \"kitchen.addi\"(%arg0, %arg1) <{overflow = #kitchen.overflow<none>}> : (i32, i32) -> i32");
                // an optional attribute set after building
                let nsw = Overflow::NSW.to_attr(&mut ctx);
                let add = AddIOp::build(&mut ctx, loc, a, bb);
                add.set_overflow_attr(&mut ctx, nsw);
                let op = add.op();
                assert_eq!(
                    put(&mut ctx, b, op),
                    "%3 = \"kitchen.addi\"(%arg0, %arg1) <{overflow = #kitchen.overflow<nsw>}> : (i32, i32) -> i32"
                );
                // generic: inherent attributes go to property slots, others to the dictionary
                let unit = ctx.common.unit;
                let op = AddIOp::build_generic(&mut ctx, loc, &[i32t], &[a, bb], &[("overflow", nsw), ("kitchen.marked", unit)]).op();
                assert_eq!(
                    put(&mut ctx, b, op),
                    "%4 = \"kitchen.addi\"(%arg0, %arg1) <{overflow = #kitchen.overflow<nsw>}> {kitchen.marked} : (i32, i32) -> i32"
                );
                // buildable I1 result
                let op = CmpOp::build(&mut ctx, loc, CmpPredicate::UnsignedLess, a, bb).op();
                assert_eq!(
                    put(&mut ctx, b, op),
                    "%5 = \"kitchen.cmp\"(%arg0, %arg1) <{predicate = 6 : i64}> : (i32, i32) -> i1"
                );
                // InferTypeOpInterface
                let seven = preds::int_attr(&mut ctx, 16, 7);
                let op = ConstantOp::build(&mut ctx, loc, seven).op();
                assert_eq!(put(&mut ctx, b, op), "%6 = \"kitchen.constant\"() <{value = 7 : i16}> : () -> i16");
                // segments: sizes computed for operands and results
                let op = SegmentsOp::build_full(&mut ctx, loc, &[i32t, i1t], None, a, &[], Some(x), &[f, f]).op();
                assert_eq!(
                    put(&mut ctx, b, op),
                    "%7:2 = \"kitchen.segments\"(%arg0, %arg2, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1, 2>, resultSegmentSizes = array<i32: 2, 0>}> : (i32, index, f32, f32) -> (i32, i1)"
                );
                let op = SegmentsOp::build(&mut ctx, loc, &[], Some(i1t), a, &[bb, w], &[]).op();
                assert_eq!(
                    put(&mut ctx, b, op),
                    "%8 = \"kitchen.segments\"(%arg0, %arg1, %arg5) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, resultSegmentSizes = array<i32: 0, 1>}> : (i32, i32, i64) -> i1"
                );
                // same-size variadics
                let op = SameSizeOp::build(&mut ctx, loc, &[a, bb], &[bb, a]).op();
                assert_eq!(put(&mut ctx, b, op), "\"kitchen.same_size\"(%arg0, %arg1, %arg1, %arg0) : (i32, i32, i32, i32) -> ()");
                // variadic of variadic: the size attribute is computed
                let op = VovOp::build(&mut ctx, loc, &[&[a], &[], &[f, x]]).op();
                assert_eq!(
                    put(&mut ctx, b, op),
                    "\"kitchen.vov\"(%arg0, %arg3, %arg2) <{group_sizes = array<i32: 1, 0, 2>}> : (i32, f32, index) -> ()"
                );
                // regions: fixed ones plus the requested number of variadic ones, created empty
                let op = RegionOpOp::build(&mut ctx, loc, &[i32t], &[a], 1).op();
                assert_eq!(
                    put(&mut ctx, b, op),
                    "%9 = \"kitchen.region_op\"(%arg0) ({\n}, {\n}) : (i32) -> i32"
                );
                // AllTypesMatch: result type given
                let op = AllMatchOp::build(&mut ctx, loc, i32t, a, bb).op();
                assert_eq!(put(&mut ctx, b, op), "%10 = \"kitchen.all_match\"(%arg0, %arg1) : (i32, i32) -> i32");
                // custom builder
                let op = BuiltOp::with_value(&mut ctx, loc, 12).op();
                assert_eq!(put(&mut ctx, b, op), "%11 = \"kitchen.built\"() <{value = 12 : i64}> : () -> i64");
                // buildable I32 result, typed attribute builders
                let op = HooksOp::build(&mut ctx, loc, a).op();
                assert_eq!(put(&mut ctx, b, op), "%12 = \"kitchen.hooks\"(%arg0) : (i32) -> i32");
                let op = DivmodOp::build(&mut ctx, loc, a, bb).op();
                assert_eq!(put(&mut ctx, b, op), "%13:2 = \"kitchen.divmod\"(%arg0, %arg1) : (i32, i32) -> (i32, i32)");
                let op = FuncOp::build_full(&mut ctx, loc, "g", Some("private")).op();
                assert_eq!(
                    put(&mut ctx, b, op),
                    "\"kitchen.func\"() <{sym_name = \"g\", visibility = \"private\"}> ({\n}) : () -> ()"
                );
                let op = CustomAsmOp::build(&mut ctx, loc, 5).op();
                assert_eq!(generic(&ctx, op), "\"kitchen.custom_asm\"() <{value = 5 : i64}> : () -> ()");
            }

            #[test]
            fn successors_and_attrs_builders() {
                let (mut ctx, m, b, v) = args();
                let loc = ctx.common.unknown_loc;
                // a func with three blocks, branching between them
                let func = FuncOp::build(&mut ctx, loc, "h");
                ctx.ir.append_op(b, func.op());
                let body = func.body(&ctx);
                let blocks: Vec<_> = (0..3).map(|_| ctx.ir.create_block()).collect();
                for &blk in &blocks {
                    ctx.ir.append_block(body, blk);
                }
                let i32t = ctx.ir.value_type(v[0]);
                let arg = ctx.ir.add_block_arg(blocks[0], i32t, loc);
                let br = BrOp::build(&mut ctx, loc, &[arg], blocks[1], &[blocks[2], blocks[1]]);
                ctx.ir.append_op(blocks[0], br.op());
                let br1 = BrOp::build(&mut ctx, loc, &[], blocks[2], &[]);
                ctx.ir.append_op(blocks[1], br1.op());
                let br2 = BrOp::build(&mut ctx, loc, &[], blocks[2], &[]);
                ctx.ir.append_op(blocks[2], br2.op());
                assert_eq!(
                    generic(&ctx, func.op()),
                    "\"kitchen.func\"() <{sym_name = \"h\"}> ({\n^bb0(%arg0: i32):\n  \"kitchen.br\"(%arg0)[^bb1, ^bb2, ^bb1] : (i32) -> ()\n^bb1:  // 2 preds: ^bb0, ^bb0\n  \"kitchen.br\"()[^bb2] : () -> ()\n^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2\n  \"kitchen.br\"()[^bb2] : () -> ()\n}) : () -> ()"
                );
                assert_eq!(br.dest(&ctx), blocks[1]);
                assert_eq!(br.others(&ctx), &[blocks[2], blocks[1]]);
                assert_eq!(br.args(&ctx).collect::<Vec<_>>(), vec![arg]);
                assert!(ods_runtime::analysis::verifier::verify(&ctx, m).is_ok());

                // the attrs op: every typed builder parameter, in declaration order (the operand
                // `probe` is declared last)
                let one = preds::int_attr(&mut ctx, 64, 1);
                let dims = preds::array_attr(&mut ctx, vec![one]);
                let op = AttrsOp::build_full(
                    &mut ctx, loc, 4, Some("s"), None, Some(false), None, 3, Some(16),
                    Some(vec![1, 2]), Some(5), Some(Rounding::Up), None, Some(FastMath::NNAN | FastMath::NINF),
                    10, 20, "tag", true, true, dims, Some(7), true, v[0],
                );
                let text = put(&mut ctx, b, op.op());
                assert_eq!(
                    text,
                    "\"kitchen.attrs\"(%arg0) <{bounded = 3 : i64, count = 10 : i64, default_opt = false, dims = [1], flag = true, fm = #kitchen.fastmath<nnan,ninf>, label = \"none\", maybe_count = 7 : i64, maybe_str = \"s\", odd = 5 : i64, pow2 = 16 : i64, present, required = 4 : i64, rounding = 2 : i32, small = 20 : i32, sorted = array<i64: 1, 2>, tag = \"tag\", unit_flag, with_default = 7 : i64}> : (i32) -> ()"
                );
                assert!(ods_runtime::analysis::verifier::verify(&ctx, m).is_ok());
            }

            #[test]
            fn getters_setters_and_adaptor() {
                let (mut ctx, top) = parse(k::register, ALL_OPS);
                let add = AddIOp::from_op(&ctx, find(&ctx, top, "kitchen.addi", 0)).unwrap();
                let args: Vec<_> = ctx.ir.operands(add.op()).collect();
                assert_eq!(add.lhs(&ctx), args[0]);
                assert_eq!(add.rhs(&ctx), args[1]);
                assert_eq!(add.lhs_range(&ctx), 0..1);
                assert_eq!(add.rhs_range(&ctx), 1..2);
                assert_eq!(add.result(&ctx), ctx.ir.result(add.op(), 0));
                assert_eq!(add.result_range(&ctx), 0..1);
                assert_eq!(add.overflow(&ctx), Overflow::NSW | Overflow::NUW);
                let ad = AddIOpAdaptor::from_op(&ctx, add);
                assert_eq!(ad.lhs(&ctx), args[0]);
                assert_eq!(ad.rhs(&ctx), args[1]);
                assert_eq!(ad.overflow(&ctx), Overflow::NSW | Overflow::NUW);
                assert_eq!(ad.overflow_attr(), add.overflow_attr(&ctx));
                add.set_overflow(&mut ctx, Overflow::NSW);
                assert_eq!(add.overflow(&ctx), Overflow::NSW);
                add.remove_overflow_attr(&mut ctx);
                assert_eq!(add.overflow_attr(&ctx), None);
                assert_eq!(add.overflow(&ctx), Overflow::NONE);
                add.set_lhs(&mut ctx, args[1]);
                assert_eq!(add.lhs(&ctx), args[1]);
                assert_eq!(generic(&ctx, add.op()), "%0 = \"kitchen.addi\"(%arg1, %arg1) : (i32, i32) -> i32");

                let cmp = CmpOp::from_op(&ctx, find(&ctx, top, "kitchen.cmp", 0)).unwrap();
                assert_eq!(cmp.predicate(&ctx), CmpPredicate::Slt);
                cmp.set_predicate(&mut ctx, CmpPredicate::UnsignedLess);
                assert_eq!(cmp.predicate(&ctx), CmpPredicate::UnsignedLess);
                assert_eq!(CmpOpAdaptor::from_op(&ctx, cmp).predicate(&ctx), CmpPredicate::UnsignedLess);

                let seg = SegmentsOp::from_op(&ctx, find(&ctx, top, "kitchen.segments", 0)).unwrap();
                let ops: Vec<_> = ctx.ir.operands(seg.op()).collect();
                let res: Vec<_> = ctx.ir.results(seg.op()).collect();
                assert_eq!(seg.first(&ctx), ops[0]);
                assert_eq!(seg.many(&ctx).collect::<Vec<_>>(), vec![ops[1], ops[2]]);
                assert_eq!(seg.many(&ctx).len(), 2);
                assert_eq!(seg.maybe(&ctx), Some(ops[3]));
                assert_eq!(seg.more(&ctx).collect::<Vec<_>>(), vec![ops[4]]);
                assert_eq!(
                    (seg.first_range(&ctx), seg.many_range(&ctx), seg.maybe_range(&ctx), seg.more_range(&ctx)),
                    (0..1, 1..3, 3..4, 4..5)
                );
                assert_eq!(seg.outs(&ctx).collect::<Vec<_>>(), vec![res[0], res[1]]);
                assert_eq!(seg.out_opt(&ctx), Some(res[2]));
                assert_eq!((seg.outs_range(&ctx), seg.out_opt_range(&ctx)), (0..2, 2..3));
                let sa = SegmentsOpAdaptor::from_op(&ctx, seg);
                assert_eq!(sa.first(&ctx), ops[0]);
                assert_eq!(sa.many(&ctx), &[ops[1], ops[2]]);
                assert_eq!(sa.maybe(&ctx), Some(ops[3]));
                assert_eq!(sa.more(&ctx), &[ops[4]]);
                assert_eq!(sa.more_range(&ctx), 4..5);

                let ss = SameSizeOp::from_op(&ctx, find(&ctx, top, "kitchen.same_size", 0)).unwrap();
                let ops: Vec<_> = ctx.ir.operands(ss.op()).collect();
                assert_eq!(ss.xs(&ctx).collect::<Vec<_>>(), vec![ops[0]]);
                assert_eq!(ss.ys(&ctx).collect::<Vec<_>>(), vec![ops[1]]);
                assert_eq!(SameSizeOpAdaptor::from_op(&ctx, ss).ys(&ctx), &[ops[1]]);

                let vov = VovOp::from_op(&ctx, find(&ctx, top, "kitchen.vov", 0)).unwrap();
                let ops: Vec<_> = ctx.ir.operands(vov.op()).collect();
                assert_eq!(vov.groups(&ctx), vec![vec![ops[0], ops[1]], vec![], vec![ops[2]]]);
                assert_eq!(vov.group_sizes(&ctx), vec![2, 0, 1]);
                assert_eq!(vov.groups_range(&ctx), 0..3);
                assert_eq!(VovOpAdaptor::from_op(&ctx, vov).groups(&ctx), vec![vec![ops[0], ops[1]], vec![], vec![ops[2]]]);

                let ro = RegionOpOp::from_op(&ctx, find(&ctx, top, "kitchen.region_op", 0)).unwrap();
                let regions = ctx.ir.op(ro.op()).regions.to_vec();
                assert_eq!(ro.body(&ctx), regions[0]);
                assert_eq!(ro.alternatives(&ctx), &regions[1..]);
                assert_eq!(ro.init(&ctx).len(), 1);
                assert_eq!(ro.results(&ctx).len(), 1);

                let func = FuncOp::from_op(&ctx, find(&ctx, top, "kitchen.func", 0)).unwrap();
                assert_eq!(func.sym_name(&ctx), "f");
                assert_eq!(func.visibility(&ctx), None);
                func.set_visibility(&mut ctx, "nested");
                assert_eq!(func.visibility(&ctx), Some("nested"));
                func.set_sym_name(&mut ctx, "g");
                assert_eq!(func.sym_name(&ctx), "g");

                let sh = ShapedOp::from_op(&ctx, find(&ctx, top, "kitchen.shaped", 0)).unwrap();
                let ops: Vec<_> = ctx.ir.operands(sh.op()).collect();
                assert_eq!(sh.shaped_i8(&ctx), ops[9]);
                assert_eq!(sh.wide_range(&ctx), 7..8);
                assert_eq!(sh.output(&ctx), ctx.ir.result(sh.op(), 0));

                let dm = DivmodOp::from_op(&ctx, find(&ctx, top, "kitchen.divmod", 0)).unwrap();
                assert_eq!(dm.remainder(&ctx), ctx.ir.result(dm.op(), 1));
                assert_eq!(dm.remainder_range(&ctx), 1..2);
            }

            #[test]
            fn every_attribute_kind() {
                let (mut ctx, top) = parse(k::register, ALL_OPS);
                // the first attrs op: only the required ones
                let a = AttrsOp::from_op(&ctx, find(&ctx, top, "kitchen.attrs", 0)).unwrap();
                assert_eq!(a.required(&ctx), 1);
                assert_eq!(a.maybe_str(&ctx), None);
                assert_eq!(a.with_default(&ctx), 7);
                // populated with the default when the op was created, as MLIR does
                assert!(a.with_default_attr(&ctx).is_some());
                assert!(a.default_opt(&ctx));
                assert!(AttrsOpAdaptor::from_op(&ctx, a).default_opt(&ctx));
                assert_eq!(a.default_opt_attr(&ctx), None);
                assert_eq!(a.label(&ctx), "none");
                assert_eq!(a.bounded(&ctx), 5);
                assert_eq!(a.pow2(&ctx), None);
                assert_eq!(a.sorted(&ctx), None);
                assert_eq!(a.odd(&ctx), None);
                assert_eq!(a.rounding(&ctx), None);
                assert_eq!(a.names(&ctx), None);
                assert_eq!(a.fm(&ctx), FastMath::NONE);
                assert_eq!(a.answer(&ctx), 42);
                assert_eq!(a.width(&ctx), 32);
                assert_eq!(a.count(&ctx), 3);
                assert_eq!(a.small(&ctx), 2);
                assert_eq!(a.tag(&ctx), "t");
                assert!(a.flag(&ctx));
                assert!(!a.present(&ctx));
                let dims = a.dims(&ctx);
                assert_eq!(attr_text(&mut ctx, dims), "[1, 2]");
                assert_eq!(a.maybe_count(&ctx), None);
                assert_eq!(AttrsOp::PROPERTY_NAMES.len(), 20);
                assert!(!a.unit_flag(&ctx));
                assert_eq!(a.unit_flag_attr(&ctx), None);
                assert_eq!(AttrsOp::REQUIRED_ATTR_NAME, "required");

                // the second one: everything given
                let o = AttrsOp::from_op(&ctx, find(&ctx, top, "kitchen.attrs", 1)).unwrap();
                assert_eq!(o.required(&ctx), -1);
                assert_eq!(o.maybe_str(&ctx), Some("s"));
                assert_eq!(o.with_default(&ctx), 11);
                assert!(!o.default_opt(&ctx));
                assert_eq!(o.label(&ctx), "lbl");
                assert_eq!(o.bounded(&ctx), 0);
                assert_eq!(o.pow2(&ctx), Some(8));
                assert_eq!(o.sorted(&ctx), Some(vec![1, 5]));
                assert_eq!(o.odd(&ctx), Some(3));
                assert_eq!(o.rounding(&ctx), Some(Rounding::Up));
                let names = o.names(&ctx).unwrap();
                assert_eq!(attr_text(&mut ctx, names), "[\"a\", \"b\"]");
                assert_eq!(o.fm(&ctx), FastMath::FAST);
                assert_eq!(o.count(&ctx), -4);
                assert_eq!(o.small(&ctx), -2);
                assert_eq!(o.tag(&ctx), "");
                assert!(!o.flag(&ctx));
                assert!(o.present(&ctx));
                assert_eq!(o.maybe_count(&ctx), Some(9));
                assert!(o.unit_flag(&ctx));
                assert_eq!(o.unit_flag_attr(&ctx), Some(ctx.common.unit));

                // the adaptor answers like the handle
                let ad = AttrsOpAdaptor::from_op(&ctx, o);
                assert_eq!(ad.required(&ctx), -1);
                assert_eq!(ad.with_default(&ctx), 11);
                assert_eq!(ad.label(&ctx), "lbl");
                assert_eq!(ad.rounding(&ctx), Some(Rounding::Up));
                assert_eq!(ad.fm(&ctx), FastMath::FAST);
                assert_eq!(ad.maybe_str(&ctx), Some("s"));
                assert_eq!(ad.sorted(&ctx), Some(vec![1, 5]));
                assert!(ad.present(&ctx));
                assert!(ad.unit_flag(&ctx));
                assert_eq!(ad.probe(&ctx), o.probe(&ctx));
                assert_eq!(ad.maybe_count(&ctx), Some(9));
                assert_eq!(ad.small(&ctx), -2);

                // setters then re-read
                a.set_required(&mut ctx, 99);
                a.set_maybe_str(&mut ctx, "x");
                a.set_with_default(&mut ctx, 8);
                a.set_default_opt(&mut ctx, true);
                a.set_label(&mut ctx, "L");
                a.set_bounded(&mut ctx, 10);
                a.set_pow2(&mut ctx, 4);
                a.set_sorted(&mut ctx, vec![2, 3]);
                a.set_odd(&mut ctx, 1);
                a.set_rounding(&mut ctx, Rounding::Down);
                a.set_fm(&mut ctx, FastMath::CONTRACT);
                a.set_count(&mut ctx, 5);
                a.set_small(&mut ctx, 6);
                a.set_tag(&mut ctx, "u");
                a.set_flag(&mut ctx, false);
                a.set_present(&mut ctx, true);
                a.set_maybe_count(&mut ctx, 0);
                a.set_unit_flag(&mut ctx, true);
                assert_eq!(
                    (a.required(&ctx), a.maybe_str(&ctx), a.with_default(&ctx), a.default_opt(&ctx), a.label(&ctx)),
                    (99, Some("x"), 8, true, "L")
                );
                assert_eq!(
                    (a.bounded(&ctx), a.pow2(&ctx), a.sorted(&ctx), a.odd(&ctx), a.rounding(&ctx)),
                    (10, Some(4), Some(vec![2, 3]), Some(1), Some(Rounding::Down))
                );
                assert_eq!(
                    (a.fm(&ctx), a.count(&ctx), a.small(&ctx), a.tag(&ctx), a.flag(&ctx), a.present(&ctx), a.maybe_count(&ctx)),
                    (FastMath::CONTRACT, 5, 6, "u", false, true, Some(0))
                );
                assert_eq!(
                    generic(&ctx, a.op()),
                    "\"kitchen.attrs\"(%arg0) <{bounded = 10 : i64, count = 5 : i64, default_opt = true, dims = [1, 2], flag = false, fm = #kitchen.fastmath<contract>, label = \"L\", maybe_count = 0 : i64, maybe_str = \"x\", odd = 1 : i64, pow2 = 4 : i64, present, required = 99 : i64, rounding = 1 : i32, small = 6 : i32, sorted = array<i64: 2, 3>, tag = \"u\", unit_flag, with_default = 8 : i64}> : (i32) -> ()"
                );
                a.set_present(&mut ctx, false);
                a.set_unit_flag(&mut ctx, false);
                assert!(!a.unit_flag(&ctx));
                a.remove_maybe_str_attr(&mut ctx);
                a.remove_with_default_attr(&mut ctx);
                a.remove_maybe_count_attr(&mut ctx);
                assert_eq!(
                    (a.present(&ctx), a.maybe_str(&ctx), a.with_default(&ctx), a.maybe_count(&ctx)),
                    (false, None, 7, None)
                );

                // discardable attribute of the dialect
                let add = find(&ctx, top, "kitchen.addi", 0);
                assert!(!KitchenDialect::marked(&ctx, add));
                KitchenDialect::set_marked(&mut ctx, add, true);
                assert!(KitchenDialect::marked(&ctx, add));
                assert_eq!(generic(&ctx, add), "%0 = \"kitchen.addi\"(%arg0, %arg1) <{overflow = #kitchen.overflow<nsw, nuw>}> {kitchen.marked} : (i32, i32) -> i32");
                KitchenDialect::set_marked(&mut ctx, add, false);
                assert_eq!(KitchenDialect::marked_attr(&ctx, add), None);

                // constant attribute value on another op
                let c = ConstantOp::from_op(&ctx, find(&ctx, top, "kitchen.constant", 0)).unwrap();
                let value = c.value(&ctx);
                assert_eq!(attr_text(&mut ctx, value), "7 : i32");
                let b = BuiltOp::from_op(&ctx, find(&ctx, top, "kitchen.built", 0)).unwrap();
                assert_eq!(b.value(&ctx), 3);
                assert_eq!(b.operand(&ctx), None);
            }

            #[test]
            fn interface_verifier_runs() {
                let got = bad("  %0 = \"kitchen.addi\"(%a, %a) {kitchen.free} : (i32, i32) -> i32");
                assert_eq!(
                    got,
                    "k.mlir:3:8: error: 'kitchen.addi' op claims to be free, but every op has a cost\n  %0 = \"kitchen.addi\"(%a, %a) {kitchen.free} : (i32, i32) -> i32\n       ^\nk.mlir:3:8: note: see current operation: %0 = \"kitchen.addi\"(%arg0, %arg0) <{overflow = #kitchen.overflow<none>}> {kitchen.free} : (i32, i32) -> i32\n"
                );
            }

            #[test]
            fn integer_enums() {
                let mut ctx = Context::new();
                k::register(&mut ctx);
                assert_eq!(CmpPredicate::MAX_VALUE, 6);
                assert_eq!(Rounding::MAX_VALUE, 2);
                let names: Vec<_> = CmpPredicate::ALL.iter().map(|c| c.to_string()).collect();
                assert_eq!(names, ["eq", "ne", "slt", "sle", "ult"]);
                let values: Vec<_> = CmpPredicate::ALL.iter().map(|c| c.to_value()).collect();
                assert_eq!(values, [0, 1, 2, 3, 6]);
                for &c in CmpPredicate::ALL {
                    assert_eq!(CmpPredicate::from_keyword(c.as_str()), Some(c));
                    assert_eq!(c.as_str().parse::<CmpPredicate>().ok(), Some(c));
                    assert_eq!(CmpPredicate::from_value(c.to_value()), Some(c));
                    let a = c.to_attr(&mut ctx);
                    assert_eq!(attr_text(&mut ctx, a), format!("{} : i64", c.to_value()));
                    assert_eq!(CmpPredicate::from_attr(&ctx, a), Some(c));
                    assert_eq!(CmpPredicate::from_attr_lossy(&ctx, a), c);
                }
                for &r in Rounding::ALL {
                    let a = r.to_attr(&mut ctx);
                    assert_eq!(attr_text(&mut ctx, a), format!("{} : i32", r.to_value()));
                    assert_eq!(Rounding::from_attr(&ctx, a), Some(r));
                    assert_eq!(r.as_str().parse::<Rounding>().ok(), Some(r));
                }
                assert_eq!(CmpPredicate::UnsignedLess.as_str(), "ult");
                assert_eq!(CmpPredicate::from_value(4), None);
                assert_eq!(CmpPredicate::from_keyword("ugt"), None);
                let err = "ugt".parse::<CmpPredicate>().unwrap_err();
                assert_eq!(err.to_string(), "expected CmpPredicate to be one of: eq, ne, slt, sle, ult, but got 'ugt'");
                // an attribute of the wrong width is not this enum's form; the lossy getter
                // still reads the value
                let wide = preds::int_attr(&mut ctx, 32, 2);
                assert_eq!(CmpPredicate::from_attr(&ctx, wide), None);
                assert_eq!(CmpPredicate::from_attr_lossy(&ctx, wide), CmpPredicate::Slt);
                let out_of_range = preds::int_attr(&mut ctx, 64, 4);
                assert_eq!(CmpPredicate::from_attr(&ctx, out_of_range), None);
            }

            #[test]
            fn bit_enums() {
                let mut ctx = Context::new();
                k::register(&mut ctx);
                assert_eq!(FastMath::ALL_BITS, 15);
                assert_eq!(Overflow::ALL_BITS, 3);
                assert_eq!(FastMath::FAST.bits(), 15);
                // Display: separators, the zero case, group collapsing
                assert_eq!((Overflow::NSW | Overflow::NUW).to_string(), "nsw, nuw");
                assert_eq!(Overflow::NONE.to_string(), "none");
                assert_eq!((FastMath::NINF | FastMath::NNAN).to_string(), "nnan,ninf");
                assert_eq!(FastMath::FAST.to_string(), "fast");
                assert_eq!((FastMath::NNAN | FastMath::NINF | FastMath::REASSOC | FastMath::CONTRACT).to_string(), "fast");
                assert_eq!(FastMath::NONE.to_string(), "none");
                // FromStr: either separator spacing, groups, the zero case
                assert_eq!("nuw, nsw".parse::<Overflow>().ok(), Some(Overflow::NSW | Overflow::NUW));
                assert_eq!("nsw,nuw".parse::<Overflow>().ok(), Some(Overflow::NSW | Overflow::NUW));
                assert_eq!("fast".parse::<FastMath>().ok(), Some(FastMath::FAST));
                assert_eq!("ninf,nnan".parse::<FastMath>().ok(), Some(FastMath::NNAN | FastMath::NINF));
                assert_eq!("none".parse::<FastMath>().ok(), Some(FastMath::NONE));
                assert_eq!(FastMath::from_keywords("bogus"), None);
                let err = "nnan,bogus".parse::<FastMath>().unwrap_err();
                assert_eq!(err.to_string(), "expected FastMath to be one of: none, reassoc, nnan, ninf, contract, fast, but got 'nnan,bogus'");
                // bits and operators
                assert_eq!(FastMath::from_bits(16), None);
                assert_eq!(FastMath::from_bits(6), Some(FastMath::NNAN | FastMath::NINF));
                assert_eq!(FastMath::from_bits_truncate(0xff), FastMath::FAST);
                assert_eq!((!FastMath::NNAN).bits(), 13);
                assert_eq!(!FastMath::FAST, FastMath::NONE);
                assert_eq!((FastMath::FAST & FastMath::NINF), FastMath::NINF);
                assert_eq!((FastMath::FAST ^ FastMath::NINF).bits(), 11);
                let mut m = FastMath::NONE;
                assert!(m.is_empty());
                m.set(FastMath::NNAN | FastMath::CONTRACT);
                assert!(m.contains_all(FastMath::NNAN));
                assert!(!m.contains_all(FastMath::NNAN | FastMath::NINF));
                assert!(m.contains_any(FastMath::NNAN | FastMath::NINF));
                m.clear(FastMath::NNAN);
                assert_eq!(m, FastMath::CONTRACT);
                m |= FastMath::REASSOC;
                m &= !FastMath::CONTRACT;
                m ^= FastMath::NINF;
                assert_eq!(m, FastMath::REASSOC | FastMath::NINF);
                // attributes: the dialect attribute form
                let a = (FastMath::NINF | FastMath::NNAN).to_attr(&mut ctx);
                assert_eq!(attr_text(&mut ctx, a), "#kitchen.fastmath<nnan,ninf>");
                assert_eq!(FastMath::from_attr(&ctx, a), Some(FastMath::NNAN | FastMath::NINF));
                let a = (Overflow::NUW | Overflow::NSW).to_attr(&mut ctx);
                assert_eq!(attr_text(&mut ctx, a), "#kitchen.overflow<nsw, nuw>");
                assert_eq!(Overflow::from_attr(&ctx, a), Some(Overflow::NSW | Overflow::NUW));
                assert_eq!(FastMath::from_attr(&ctx, a), None);
                let a = FastMath::FAST.to_attr(&mut ctx);
                assert_eq!(attr_text(&mut ctx, a), "#kitchen.fastmath<fast>");
                let a = FastMath::NONE.to_attr(&mut ctx);
                assert_eq!(attr_text(&mut ctx, a), "#kitchen.fastmath<none>");
                for bits in 0..=FastMath::ALL_BITS {
                    let v = FastMath::from_bits(bits).unwrap();
                    assert_eq!(v.to_string().parse::<FastMath>().ok(), Some(v));
                    let a = v.to_attr(&mut ctx);
                    assert_eq!(FastMath::from_attr(&ctx, a), Some(v));
                }
            }

            #[test]
            fn dialect_attributes_parse_and_print_through_the_hooks() {
                let text = "\"kitchen.nested\"() {a = #kitchen.fastmath<ninf, nnan>, b = #kitchen.overflow<nuw,nsw>, c = #kitchen.fastmath<reassoc,nnan,ninf,contract>, d = #kitchen.overflow<none>} : () -> ()\n";
                let (out, err, code) = opt(k::register, &["--allow-unregistered-dialect"], &format!("\"kitchen.module\"() ({{\n{text}}}) : () -> ()\n"));
                assert_eq!((err.as_str(), code), ("", 0));
                assert_eq!(
                    out,
                    "module {\n  \"kitchen.module\"() ({\n    \"kitchen.nested\"() {a = #kitchen.fastmath<nnan,ninf>, b = #kitchen.overflow<nsw, nuw>, c = #kitchen.fastmath<fast>, d = #kitchen.overflow<none>} : () -> ()\n  }) : () -> ()\n}\n\n"
                );
                let (out, err, code) = opt(k::register, &[], "\"kitchen.nested\"() {a = #kitchen.fastmath<nnan, bogus>} : () -> ()\n");
                assert_eq!((out.as_str(), code), ("", 1));
                assert_eq!(
                    err,
                    // mlir-opt's two errors for `#arith.fastmath<nnan, bogus>`, same columns
                    "k.mlir:1:43: error: expected FastMath to be one of: none, reassoc, nnan, ninf, contract, fast\n\"kitchen.nested\"() {a = #kitchen.fastmath<nnan, bogus>} : () -> ()\n                                          ^\nk.mlir:1:54: error: failed to parse FastMathAttr parameter 'value' which is to be a `FastMath`\n\"kitchen.nested\"() {a = #kitchen.fastmath<nnan, bogus>} : () -> ()\n                                                     ^\n"
                );
            }

            #[test]
            fn interfaces() {
                let (ctx, top) = parse(k::register, ALL_OPS);
                let add = find(&ctx, top, "kitchen.addi", 0);
                let cmp = find(&ctx, top, "kitchen.cmp", 0);
                let m = as_cost_model(&ctx, &add).expect("addi implements CostModel");
                assert_eq!(m.cost(&ctx), 1);
                assert!(m.is_cheap(&ctx));
                assert!(as_cost_model(&ctx, &cmp).is_none());
                assert_eq!(<AddIOp as CostModel>::cost_class(), "arithmetic");
                let info = ctx.ir.op(add).info.unwrap();
                let model = ctx.registry.interface::<CostModelModel>(info).unwrap();
                assert_eq!((model.cost_class)(), "arithmetic");
                assert!(model.verify.is_some());
                assert_eq!(((model.cast)(&add)).cost(&ctx), 1);
                // the other copy of the generated code has its own model type
                let cmp_info = ctx.ir.op(cmp).info.unwrap();
                assert!(ctx.registry.interface::<CostModelModel>(cmp_info).is_none());
            }

            #[test]
            fn folding() {
                let (mut ctx, _m, b, v) = args();
                let loc = ctx.common.unknown_loc;
                let add = AddIOp::build(&mut ctx, loc, v[0], v[1]);
                ctx.ir.append_op(b, add.op());
                let fold = ctx.op_info(add.op()).unwrap().fold.unwrap();
                let i32t = ctx.ir.value_type(v[0]);
                let three = preds::typed_int_attr(&mut ctx, i32t, 3);
                let four = preds::typed_int_attr(&mut ctx, i32t, 4);
                let zero = preds::typed_int_attr(&mut ctx, i32t, 0);
                let seven = preds::typed_int_attr(&mut ctx, i32t, 7);
                let mut out = Vec::new();
                assert!(fold(&mut ctx, add.op(), &[Some(three), Some(four)], &mut out));
                assert_eq!(out, vec![FoldResult::Attr(seven)]);
                out.clear();
                assert!(fold(&mut ctx, add.op(), &[None, Some(zero)], &mut out));
                assert_eq!(out, vec![FoldResult::Value(v[0])]);
                out.clear();
                assert!(!fold(&mut ctx, add.op(), &[None, Some(four)], &mut out));
                assert!(out.is_empty());

                let c = ConstantOp::build(&mut ctx, loc, seven);
                let fold = ctx.op_info(c.op()).unwrap().fold.unwrap();
                assert!(fold(&mut ctx, c.op(), &[], &mut out));
                assert_eq!(out, vec![FoldResult::Attr(seven)]);
                out.clear();

                let dm = DivmodOp::build(&mut ctx, loc, v[0], v[1]);
                let fold = ctx.op_info(dm.op()).unwrap().fold.unwrap();
                let eleven = preds::typed_int_attr(&mut ctx, i32t, 11);
                assert!(fold(&mut ctx, dm.op(), &[Some(eleven), Some(four)], &mut out));
                let two = preds::typed_int_attr(&mut ctx, i32t, 2);
                assert_eq!(out, vec![FoldResult::Attr(two), FoldResult::Attr(three)]);
                out.clear();
                assert!(!fold(&mut ctx, dm.op(), &[Some(eleven), Some(zero)], &mut out));
                assert!(out.is_empty());
                let cmp = CmpOp::build(&mut ctx, loc, CmpPredicate::Eq, v[0], v[1]);
                assert!(ctx.op_info(cmp.op()).unwrap().fold.is_none());

                // the dialect's constant materializer
                let made = KitchenDialect::materialize_constant(&mut ctx, seven, i32t, loc).unwrap();
                assert_eq!(generic(&ctx, made), "%0 = \"kitchen.constant\"() <{value = 7 : i32}> : () -> i32");
            }

            #[test]
            fn custom_assembly_through_the_hooks() {
                let (out, err, code) = opt(k::register, &[], "kitchen.custom_asm 5\n");
                assert_eq!((err.as_str(), code), ("", 0));
                assert_eq!(out, "module {\n  kitchen.custom_asm 5\n}\n\n");
                let (out, err, code) = opt(k::register, &["--mlir-print-op-generic"], "kitchen.custom_asm 5\n");
                assert_eq!((err.as_str(), code), ("", 0));
                assert_eq!(out, "\"builtin.module\"() ({\n  \"kitchen.custom_asm\"() <{value = 5 : i64}> : () -> ()\n}) : () -> ()\n\n");
                let (_, err, code) = opt(k::register, &[], "kitchen.custom_asm -7 : i16\n");
                assert_eq!(code, 1);
                assert_eq!(
                    err,
                    "k.mlir:1:1: error: 'kitchen.custom_asm' op attribute 'value' failed to satisfy constraint: 64-bit signless integer attribute\nkitchen.custom_asm -7 : i16\n^\nk.mlir:1:1: note: see current operation: \"kitchen.custom_asm\"() <{value = -7 : i16}> : () -> ()\n"
                );
            }

            #[test]
            fn getters_of_unverified_ops_panic_with_a_message() {
                let text = "\"kitchen.module\"() ({\n^bb0(%a: i32):\n  %0 = \"kitchen.addi\"(%a) : (i32) -> i32\n  \"kitchen.hooks\"(%a) : (i32) -> ()\n  \"kitchen.cmp\"(%a, %a) : (i32, i32) -> i1\n}) : () -> ()\n";
                let (ctx, top) = parse(k::register, text);
                let add = AddIOp::from_op(&ctx, find(&ctx, top, "kitchen.addi", 0)).unwrap();
                let hooks = HooksOp::from_op(&ctx, find(&ctx, top, "kitchen.hooks", 0)).unwrap();
                let cmp = CmpOp::from_op(&ctx, find(&ctx, top, "kitchen.cmp", 0)).unwrap();
                let message = |f: &dyn Fn()| {
                    let e = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_err();
                    e.downcast_ref::<String>().cloned().unwrap_or_default()
                };
                assert_eq!(add.lhs(&ctx), ctx.ir.operand(add.op(), 0));
                assert_eq!(
                    message(&|| {
                        add.rhs(&ctx);
                    }),
                    "'kitchen.addi' op has no value for group #1 of its Operands (the op does not verify)"
                );
                assert_eq!(
                    message(&|| {
                        hooks.result(&ctx);
                    }),
                    "'kitchen.hooks' op has no value for group #0 of its Results (the op does not verify)"
                );
                assert_eq!(
                    message(&|| {
                        cmp.predicate(&ctx);
                    }),
                    "'kitchen.cmp' op requires attribute 'predicate' (the op does not verify)"
                );
                assert_eq!(cmp.predicate_attr(&ctx), None);
            }

            #[test]
            fn extra_items() {
                let (mut ctx, _m, b, v) = args();
                let loc = ctx.common.unknown_loc;
                let h = HooksOp::build(&mut ctx, loc, v[0]);
                ctx.ir.append_op(b, h.op());
                assert_eq!(h.answer(), 42);
                assert_eq!(h.input(&ctx), v[0]);
            }

            /// Verifies `body` (generic ops inside a `kitchen.module` with arguments) and
            /// returns stderr.
            fn bad(body: &str) -> String {
                let text = format!(
                    "\"kitchen.module\"() ({{\n^bb0(%a: i32, %b: i32, %x: index, %f: f32, %t: tensor<2xf32>, %m: tensor<2xi1>, %v: vector<2xi8>, %mr: memref<2xf32>, %t8: tensor<3xi8>, %w: i64, %t0: tensor<0xf32>, %m3: tensor<3xi1>, %m0: tensor<0xi1>, %o: i1, %h: f16):\n{body}\n}}) : () -> ()\n"
                );
                let args: &[&str] = if body.contains("test.") { &["--allow-unregistered-dialect"] } else { &[] };
                let (out, err, code) = opt(k::register, args, &text);
                if code == 0 {
                    return format!("accepted:\n{out}");
                }
                assert_eq!(out, "");
                err
            }

            #[test]
            fn verifier_messages() {
                let cases: &[(&str, &str)] = &[
                    (
                        r#"  %0 = "kitchen.addi"(%f, %f) : (f32, f32) -> f32"#,
                        r#"k.mlir:3:8: error: 'kitchen.addi' op operand #0 must be signless-integer, but got 'f32'
  %0 = "kitchen.addi"(%f, %f) : (f32, f32) -> f32
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.addi"(%arg3, %arg3) <{overflow = #kitchen.overflow<none>}> : (f32, f32) -> f32
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.addi"(%a, %w) : (i32, i64) -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.addi' op requires the same type for all operands and results
  %0 = "kitchen.addi"(%a, %w) : (i32, i64) -> i32
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.addi"(%arg0, %arg9) <{overflow = #kitchen.overflow<none>}> : (i32, i64) -> i32
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.addi"(%a) : (i32) -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.addi' op expected 2 operands, but found 1
  %0 = "kitchen.addi"(%a) : (i32) -> i32
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.addi"(%arg0) <{overflow = #kitchen.overflow<none>}> : (i32) -> i32
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.addi"(%a, %a) {overflow = 3 : i32} : (i32, i32) -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.addi' op attribute 'overflow' failed to satisfy constraint: integer overflow flags
  %0 = "kitchen.addi"(%a, %a) {overflow = 3 : i32} : (i32, i32) -> i32
       ^
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.cmp"(%a, %b) {predicate = 4 : i64} : (i32, i32) -> i1"#,
                        r#"k.mlir:3:8: error: 'kitchen.cmp' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 6
  %0 = "kitchen.cmp"(%a, %b) {predicate = 4 : i64} : (i32, i32) -> i1
       ^
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.cmp"(%a, %b) : (i32, i32) -> i1"#,
                        r#"k.mlir:3:8: error: 'kitchen.cmp' op requires attribute 'predicate'
  %0 = "kitchen.cmp"(%a, %b) : (i32, i32) -> i1
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.cmp"(%arg0, %arg1) : (i32, i32) -> i1
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.cmp"(%a, %w) <{predicate = 0 : i64}> : (i32, i64) -> i1"#,
                        r#"k.mlir:3:8: error: 'kitchen.cmp' op requires all operands to have the same type
  %0 = "kitchen.cmp"(%a, %w) <{predicate = 0 : i64}> : (i32, i64) -> i1
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.cmp"(%arg0, %arg9) <{predicate = 0 : i64}> : (i32, i64) -> i1
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.cmp"(%a, %b) <{predicate = 0 : i64}> : (i32, i32) -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.cmp' op result #0 must be 1-bit signless integer, but got 'i32'
  %0 = "kitchen.cmp"(%a, %b) <{predicate = 0 : i64}> : (i32, i32) -> i32
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.cmp"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i32
"#,
                    ),
                    (
                        r#"  %0:2 = "kitchen.segments"(%a, %x) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, resultSegmentSizes = array<i32: 1, 0>}> : (i32, index) -> (i32, i1)"#,
                        r#"k.mlir:3:10: error: 'kitchen.segments' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'
  %0:2 = "kitchen.segments"(%a, %x) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, resultSegmentSizes = array<i32: 1, 0>}> : (i32, index) -> (i32, i1)
         ^
k.mlir:3:10: note: see current operation: %0:2 = "kitchen.segments"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, resultSegmentSizes = array<i32: 1, 0>}> : (i32, index) -> (i32, i1)
"#,
                    ),
                    (
                        r#"  "kitchen.segments"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: invalid properties {operandSegmentSizes = array<i32: 1, 0, 0>, resultSegmentSizes = array<i32: 0, 0>} for op kitchen.segments: size mismatch in attribute conversion: 3 vs 4
  "kitchen.segments"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32) -> ()
  ^
"#,
                    ),
                    (
                        r#"  "kitchen.segments"(%a, %x, %x) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, index, index) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.segments' op operand group starting at #1 requires 0 or 1 element, but found 2
  "kitchen.segments"(%a, %x, %x) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, index, index) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.segments"(%arg0, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, index, index) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.segments"(%a) <{resultSegmentSizes = array<i32: 0, 0>}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.segments' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
  "kitchen.segments"(%a) <{resultSegmentSizes = array<i32: 0, 0>}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.segments"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  %r = "kitchen.segments"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (i32) -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.segments' op result count (1) does not match with the total size (0) specified in attribute 'resultSegmentSizes'
  %r = "kitchen.segments"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (i32) -> i32
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.segments"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32) -> i32
"#,
                    ),
                    (
                        r#"  "kitchen.segments"(%a, %f) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, f32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.segments' op operand #1 must be variadic of integer, but got 'f32'
  "kitchen.segments"(%a, %f) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, f32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.segments"(%arg0, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 0, 0>}> : (i32, f32) -> ()
"#,
                    ),
                        (
                        r#"  "kitchen.vov"(%a, %b) <{group_sizes = array<i32: 1>}> : (i32, i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.vov' op groups count (2) does not match with the total size (1) specified in attribute 'group_sizes'
  "kitchen.vov"(%a, %b) <{group_sizes = array<i32: 1>}> : (i32, i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.vov"(%arg0, %arg1) <{group_sizes = array<i32: 1>}> : (i32, i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.vov"(%a, %b) : (i32, i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.vov' op requires attribute 'group_sizes'
  "kitchen.vov"(%a, %b) : (i32, i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.vov"(%arg0, %arg1) : (i32, i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 11 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op attribute 'bounded' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0 whose maximum value is 10
  "kitchen.attrs"(%a) <{bounded = 11 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 11 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", present = false, required = 1 : i64, small = 2 : i32, tag = "t", with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, small = 2 : i32, tag = "t"}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op requires attribute 'required'
  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, small = 2 : i32, tag = "t"}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", present = false, small = 2 : i32, tag = "t", with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i32, small = 2 : i32, tag = "t"}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op attribute 'required' failed to satisfy constraint: 64-bit signless integer attribute
  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i32, small = 2 : i32, tag = "t"}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", present = false, required = 1 : i32, small = 2 : i32, tag = "t", with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, pow2 = 6 : i64, required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op attribute 'pow2' failed to satisfy constraint: 64-bit signless integer attribute whose value is a power of two > 0
  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, pow2 = 6 : i64, required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", pow2 = 6 : i64, present = false, required = 1 : i64, small = 2 : i32, tag = "t", with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32, sorted = array<i64: 2, 1>, tag = "t"}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op attribute 'sorted' failed to satisfy constraint: i64 dense array attribute should be in increasing order with at least 2 elements
  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32, sorted = array<i64: 2, 1>, tag = "t"}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", present = false, required = 1 : i64, small = 2 : i32, sorted = array<i64: 2, 1>, tag = "t", with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32, sorted = array<i64: 2>, tag = "t"}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op attribute 'sorted' failed to satisfy constraint: i64 dense array attribute should be in increasing order with at least 2 elements
  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32, sorted = array<i64: 2>, tag = "t"}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", present = false, required = 1 : i64, small = 2 : i32, sorted = array<i64: 2>, tag = "t", with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, odd = 4 : i64, required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op attribute 'odd' failed to satisfy constraint: odd 64-bit integer attribute
  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, odd = 4 : i64, required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", odd = 4 : i64, present = false, required = 1 : i64, small = 2 : i32, tag = "t", with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) {bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, rounding = 7 : i32, small = 2 : i32, tag = "t"} : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op attribute 'rounding' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1, 2
  "kitchen.attrs"(%a) {bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, rounding = 7 : i32, small = 2 : i32, tag = "t"} : (i32) -> ()
  ^
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) {bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.overflow<nsw>, required = 1 : i64, small = 2 : i32, tag = "t"} : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op attribute 'fm' failed to satisfy constraint: floating point fast math flags
  "kitchen.attrs"(%a) {bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.overflow<nsw>, required = 1 : i64, small = 2 : i32, tag = "t"} : (i32) -> ()
  ^
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, names = [1], required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op attribute 'names' failed to satisfy constraint: string array attribute
  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, names = [1], required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", names = [1], present = false, required = 1 : i64, small = 2 : i32, tag = "t", with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = 1 : i64, required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op property 'flag' failed to satisfy constraint: bool
  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = 1 : i64, required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = 1 : i64, fm = #kitchen.fastmath<none>, label = "none", present = false, required = 1 : i64, small = 2 : i32, tag = "t", with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op requires property 'tag'
  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", present = false, required = 1 : i64, small = 2 : i32, with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, present = 1 : i64, required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op property 'present' failed to satisfy constraint: unit property
  "kitchen.attrs"(%a) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, present = 1 : i64, required = 1 : i64, small = 2 : i32, tag = "t"}> : (i32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg0) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", present = 1 : i64, required = 1 : i64, small = 2 : i32, tag = "t", with_default = 7 : i64}> : (i32) -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%a) {bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32, tag = "t", unit_flag = 1 : i64} : (i32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op attribute 'unit_flag' failed to satisfy constraint: unit attribute
  "kitchen.attrs"(%a) {bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32, tag = "t", unit_flag = 1 : i64} : (i32) -> ()
  ^
"#,
                    ),
                    (
                        r#"  "kitchen.attrs"(%f) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32, tag = "t"}> : (f32) -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.attrs' op operand #0 must be integer, but got 'f32'
  "kitchen.attrs"(%f) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, required = 1 : i64, small = 2 : i32, tag = "t"}> : (f32) -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.attrs"(%arg3) <{bounded = 1 : i64, count = 3 : i64, dims = [1, 2], flag = true, fm = #kitchen.fastmath<none>, label = "none", present = false, required = 1 : i64, small = 2 : i32, tag = "t", with_default = 7 : i64}> : (f32) -> ()
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.region_op"() ({
  }) : () -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.region_op' op region #0 ('body') failed to verify constraint: region with 1 blocks
  %0 = "kitchen.region_op"() ({
       ^
k.mlir:3:8: note: see current operation: 
%0 = "kitchen.region_op"() ({
}) : () -> i32
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.region_op"() ({
    "kitchen.yield"() : () -> ()
  }, {
  ^bb0:
    "kitchen.yield"() : () -> ()
  }, {
  ^bb0:
    "kitchen.yield"() : () -> ()
  }, {
  ^bb0:
    "kitchen.yield"() : () -> ()
  }) : () -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.region_op' op expects at most two alternatives
  %0 = "kitchen.region_op"() ({
       ^
k.mlir:3:8: note: see current operation: 
%0 = "kitchen.region_op"() ({
  "kitchen.yield"() : () -> ()
}, {
  "kitchen.yield"() : () -> ()
}, {
  "kitchen.yield"() : () -> ()
}, {
  "kitchen.yield"() : () -> ()
}) : () -> i32
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.region_op"() ({
    "kitchen.nested"() : () -> ()
  }) : () -> i32"#,
                        r#"k.mlir:4:5: error: 'kitchen.nested' op expects parent op to be one of 'kitchen.func, kitchen.module'
    "kitchen.nested"() : () -> ()
    ^
k.mlir:4:5: note: see current operation: "kitchen.nested"() : () -> ()
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.region_op"() ({
    "kitchen.yield"() : () -> ()
  }, {
  }) : () -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.region_op' op region #1 ('alternatives') failed to verify constraint: region with at least 1 blocks
  %0 = "kitchen.region_op"() ({
       ^
k.mlir:3:8: note: see current operation: 
%0 = "kitchen.region_op"() ({
  "kitchen.yield"() : () -> ()
}, {
}) : () -> i32
"#,
                    ),
                    (
                        r#"  "kitchen.yield"() : () -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.yield' op expects parent op 'kitchen.region_op'
  "kitchen.yield"() : () -> ()
  ^
k.mlir:3:3: note: see current operation: "kitchen.yield"() : () -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.func"() ({
  }) : () -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.func' op requires attribute 'sym_name'
  "kitchen.func"() ({
  ^
k.mlir:3:3: note: see current operation: 
"kitchen.func"() ({
}) : () -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.func"() ({
  }) {sym_name = 3 : i64} : () -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.func' op attribute 'sym_name' failed to satisfy constraint: string attribute
  "kitchen.func"() ({
  ^
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.addi"(%a, %a) <{overflow = 3 : i32}> : (i32, i32) -> i32"#,
                        r#"k.mlir:3:8: error: invalid properties {overflow = 3 : i32} for op kitchen.addi: Invalid attribute `overflow` in property conversion: 3 : i32
  %0 = "kitchen.addi"(%a, %a) <{overflow = 3 : i32}> : (i32, i32) -> i32
       ^
"#,
                    ),
                    (
                        r#"  "kitchen.region_op"() ({
    "kitchen.nested"() : () -> ()
    "kitchen.yield"() : () -> ()
  }) : () -> ()"#,
                        r#"k.mlir:4:5: error: 'kitchen.nested' op expects parent op to be one of 'kitchen.func, kitchen.module'
    "kitchen.nested"() : () -> ()
    ^
k.mlir:4:5: note: see current operation: "kitchen.nested"() : () -> ()
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %w, %m, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, i64, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op operand #1 must be floating-point, but got 'i64'
  %0 = "kitchen.shaped"(%t, %w, %m, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, i64, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg9, %arg5, %arg6, %arg7, %arg0, %arg0, %arg2, %arg3, %arg8) : (tensor<2xf32>, i64, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf64>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op failed to verify that all of {input, output} have same element type
  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf64>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg3, %arg5, %arg6, %arg7, %arg0, %arg0, %arg2, %arg3, %arg8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf64>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %f, %t, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<2xf32>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op operand #2 must be ranked tensor of 1-bit signless integer values, but got 'tensor<2xf32>'
  %0 = "kitchen.shaped"(%t, %f, %t, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<2xf32>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg3, %arg4, %arg6, %arg7, %arg0, %arg0, %arg2, %arg3, %arg8) : (tensor<2xf32>, f32, tensor<2xf32>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %a, %x, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, index, index, f32, tensor<3xi8>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op operand #6 must be anything but index, but got 'index'
  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %a, %x, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, index, index, f32, tensor<3xi8>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg3, %arg5, %arg6, %arg7, %arg0, %arg2, %arg2, %arg3, %arg8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, index, index, f32, tensor<3xi8>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %a, %a, %a, %f, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, i32, f32, tensor<3xi8>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op operand #7 must be 64-bit integer or index, but got 'i32'
  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %a, %a, %a, %f, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, i32, f32, tensor<3xi8>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg3, %arg5, %arg6, %arg7, %arg0, %arg0, %arg0, %arg3, %arg8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, i32, f32, tensor<3xi8>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %a, %a, %x, %f, %t) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<2xf32>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op operand #9 must be shaped value with 8-bit signless integer elements, but got 'tensor<2xf32>'
  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %a, %a, %x, %f, %t) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<2xf32>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg3, %arg5, %arg6, %arg7, %arg0, %arg0, %arg2, %arg3, %arg4) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<2xf32>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %f, %m, %t8, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, tensor<3xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op operand #3 must be vector of integer values, but got 'tensor<3xi8>'
  %0 = "kitchen.shaped"(%t, %f, %m, %t8, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, tensor<3xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg3, %arg5, %arg8, %arg7, %arg0, %arg0, %arg2, %arg3, %arg8) : (tensor<2xf32>, f32, tensor<2xi1>, tensor<3xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.all_match"(%a, %w) : (i32, i64) -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.all_match' op failed to verify that all of {a, b, result} have same type
  %0 = "kitchen.all_match"(%a, %w) : (i32, i64) -> i32
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.all_match"(%arg0, %arg9) : (i32, i64) -> i32
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.all_match"(%a, %a) : (i32, i32) -> i64"#,
                        r#"k.mlir:3:8: error: 'kitchen.all_match' op failed to verify that all of {a, b, result} have same type
  %0 = "kitchen.all_match"(%a, %a) : (i32, i32) -> i64
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.all_match"(%arg0, %arg0) : (i32, i32) -> i64
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.hooks"(%a) : (i32) -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.hooks' op requires the 'kitchen.marked' attribute
  %0 = "kitchen.hooks"(%a) : (i32) -> i32
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.hooks"(%arg0) : (i32) -> i32
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.hooks"(%w) {kitchen.marked} : (i64) -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.hooks' op expects the input and result types to agree
  %0 = "kitchen.hooks"(%w) {kitchen.marked} : (i64) -> i32
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.hooks"(%arg9) {kitchen.marked} : (i64) -> i32
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.built"(%a) <{value = 3 : i64}> : (i32) -> i64"#,
                        r#"k.mlir:3:8: error: 'kitchen.built' op operand #0 must be 64-bit signless integer, but got 'i32'
  %0 = "kitchen.built"(%a) <{value = 3 : i64}> : (i32) -> i64
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.built"(%arg0) <{value = 3 : i64}> : (i32) -> i64
"#,
                    ),
                    (
                        r#"  "kitchen.nested"() : () -> ()
^bb1:"#,
                        r#"k.mlir:1:1: error: 'kitchen.module' op expects region #0 to have 0 or 1 blocks
"kitchen.module"() ({
^
k.mlir:1:1: note: see current operation: 
"kitchen.module"() ({
^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32, %arg4: tensor<2xf32>, %arg5: tensor<2xi1>, %arg6: vector<2xi8>, %arg7: memref<2xf32>, %arg8: tensor<3xi8>, %arg9: i64, %arg10: tensor<0xf32>, %arg11: tensor<3xi1>, %arg12: tensor<0xi1>, %arg13: i1, %arg14: f16):
  "kitchen.nested"() : () -> ()
^bb1:  // no predecessors
}) : () -> ()
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %f, %m3, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<3xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op failed to verify that all of {input, mask} have same shape
  %0 = "kitchen.shaped"(%t, %f, %m3, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<3xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg3, %arg11, %arg6, %arg7, %arg0, %arg0, %arg2, %arg3, %arg8) : (tensor<2xf32>, f32, tensor<3xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t0, %f, %m0, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<0xf32>, f32, tensor<0xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op failed to verify that the input is not empty
  %0 = "kitchen.shaped"(%t0, %f, %m0, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<0xf32>, f32, tensor<0xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg10, %arg3, %arg12, %arg6, %arg7, %arg0, %arg0, %arg2, %arg3, %arg8) : (tensor<0xf32>, f32, tensor<0xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %h, %m, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, f16, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op failed to verify that elem is the element type of input
  %0 = "kitchen.shaped"(%t, %h, %m, %v, %mr, %a, %a, %x, %f, %t8) : (tensor<2xf32>, f16, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg14, %arg5, %arg6, %arg7, %arg0, %arg0, %arg2, %arg3, %arg8) : (tensor<2xf32>, f16, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %o, %a, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i1, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op operand #5 must be even-width integer, but got 'i1'
  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %o, %a, %x, %f, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i1, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg3, %arg5, %arg6, %arg7, %arg13, %arg0, %arg2, %arg3, %arg8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i1, i32, index, f32, tensor<3xi8>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %a, %a, %x, %h, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f16, tensor<3xi8>) -> tensor<2xf32>"#,
                        r#"k.mlir:3:8: error: 'kitchen.shaped' op operand #8 must be type that is not f16, but got 'f16'
  %0 = "kitchen.shaped"(%t, %f, %m, %v, %mr, %a, %a, %x, %h, %t8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f16, tensor<3xi8>) -> tensor<2xf32>
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.shaped"(%arg4, %arg3, %arg5, %arg6, %arg7, %arg0, %arg0, %arg2, %arg14, %arg8) : (tensor<2xf32>, f32, tensor<2xi1>, vector<2xi8>, memref<2xf32>, i32, i32, index, f16, tensor<3xi8>) -> tensor<2xf32>
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.hooks"(%w) {kitchen.marked} : (i64) -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.hooks' op expects the input and result types to agree
  %0 = "kitchen.hooks"(%w) {kitchen.marked} : (i64) -> i32
       ^
k.mlir:3:8: note: see current operation: %0 = "kitchen.hooks"(%arg9) {kitchen.marked} : (i64) -> i32
"#,
                    ),
                    (
                        r#"  %0 = "kitchen.region_op"() ({
    "test.foo"() : () -> ()
  }) : () -> i32"#,
                        r#"k.mlir:3:8: error: 'kitchen.region_op' op expects regions to end with 'kitchen.yield', found 'test.foo'
  %0 = "kitchen.region_op"() ({
       ^
k.mlir:3:8: note: see current operation: 
%0 = "kitchen.region_op"() ({
  "test.foo"() : () -> ()
}) : () -> i32
k.mlir:3:8: note: in custom textual format, the absence of terminator implies 'kitchen.yield'
"#,
                    ),
                    (
                        r#"  "kitchen.func"() <{sym_name = "f"}> ({
  }) {sym_visibility = "bogus"} : () -> ()"#,
                        r#"k.mlir:3:3: error: 'kitchen.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"
  "kitchen.func"() <{sym_name = "f"}> ({
  ^
k.mlir:3:3: note: see current operation: 
"kitchen.func"() <{sym_name = "f"}> ({
}) {sym_visibility = "bogus"} : () -> ()
"#,
                    ),
                    (
                        r#"  "kitchen.func"() <{sym_name = "f"}> ({
  }) : () -> ()
  "kitchen.func"() <{sym_name = "f"}> ({
  }) : () -> ()"#,
                        r#"k.mlir:5:3: error: redefinition of symbol named 'f'
  "kitchen.func"() <{sym_name = "f"}> ({
  ^
k.mlir:5:3: note: see current operation: 
"kitchen.func"() <{sym_name = "f"}> ({
}) : () -> ()
k.mlir:3:3: note: see existing symbol definition here
  "kitchen.func"() <{sym_name = "f"}> ({
  ^
"#,
                    ),
                    (
                        r#"  "kitchen.func"() <{sym_name = "f"}> ({
    %0 = "kitchen.addi"(%a, %a) : (i32, i32) -> i32
    "kitchen.br"()[^bb1] : () -> ()
  ^bb1:
    "kitchen.br"()[^bb1] : () -> ()
  }) : () -> ()"#,
                        r#"k.mlir:4:10: error: 'kitchen.addi' op using value defined outside the region
    %0 = "kitchen.addi"(%a, %a) : (i32, i32) -> i32
         ^
k.mlir:4:10: note: see current operation: %0 = "kitchen.addi"(<<UNKNOWN SSA VALUE>>, <<UNKNOWN SSA VALUE>>) <{overflow = #kitchen.overflow<none>}> : (i32, i32) -> i32
k.mlir:3:3: note: required by region isolation constraints
  "kitchen.func"() <{sym_name = "f"}> ({
  ^
"#,
                    ),
                    (
                        r#"  "kitchen.func"() <{sym_name = "f"}> ({
    "kitchen.br"() : () -> ()
  }) : () -> ()"#,
                        r#"k.mlir:4:5: error: 'kitchen.br' op requires at least 1 successors but found 0
    "kitchen.br"() : () -> ()
    ^
k.mlir:4:5: note: see current operation: "kitchen.br"() : () -> ()
"#,
                    ),
                ];
                let mut wrong = String::new();
                for (body, want) in cases {
                    let got = bad(body);
                    if got != *want {
                        wrong.push_str(&format!("=== {body}\n--- got:\n{got}--- want:\n{want}\n"));
                        if std::env::var("KITCHEN_DUMP").is_ok() {
                            println!("DUMP<<{got}>>DUMP");
                        }
                    }
                }
                assert!(wrong.is_empty(), "{wrong}");
            }
        }
    };
}

/// `from_op` checks the Rust type of the registration: the op handles of the other copy of the
/// generated code do not match.
#[test]
fn from_op_distinguishes_the_two_copies() {
    use ods_tests::kitchen::{by_build, by_macro};
    let (ctx, top) = parse(by_build::register, ALL_OPS);
    let add = find(&ctx, top, "kitchen.addi", 0);
    assert!(by_build::AddIOp::from_op(&ctx, add).is_some());
    assert!(by_macro::AddIOp::from_op(&ctx, add).is_none());
    let (ctx, top) = parse(by_macro::register, ALL_OPS);
    let add = find(&ctx, top, "kitchen.addi", 0);
    assert!(by_build::AddIOp::from_op(&ctx, add).is_none());
    assert!(by_macro::AddIOp::from_op(&ctx, add).is_some());
}

kitchen_tests!(by_build);
kitchen_tests!(by_macro);
kitchen_tests!(by_attr);
