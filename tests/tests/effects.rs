//! Memory effects end to end: the `kitchen.copy` op (`MemoryEffects<[MemRead<"KitchenLog">]>`
//! on the op, `Arg` effects on its operands, `Res` effects on its result) as registered by
//! each generated copy of the kitchen dialect (build.rs, `include_ods!`, `#[dialect]`),
//! queried through `ods_runtime::analysis::effects`, and the canonicalizer's dead-op rule (read-only ops and ops writing only what they allocate
//! are erased when unused; writing ops are kept).

use ods_runtime::analysis::effects::{
    has_effect, has_unknown_effects, is_memory_effect_free, memory_effects, op_effects,
    would_be_trivially_dead, Effect, EffectKind, EffectOn,
};
use ods_runtime::text::printer::ops::print_op_local;
use ods_runtime::text::printer::PrintFlags;
use ods_runtime::{Context, Op, Value};

/// Parses `text` into a fresh context (unregistered ops allowed) set up by `setup`.
fn parse(setup: fn(&mut Context), text: &str) -> (Context, Op) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    setup(&mut ctx);
    let top = ods_runtime::text::parser::ops::parse_source(
        &mut ctx,
        text.as_bytes(),
        0,
        "e.mlir",
        1,
        true,
    )
    .unwrap_or_else(|d| panic!("parse failed: {d:?}"));
    (ctx, top)
}

/// The ops nested in `top`, pre-order.
fn ops(ctx: &Context, top: Op) -> Vec<Op> {
    ods_runtime::transforms::rewrite::walk_nested(ctx, top, true)
}

/// `Kind@target:resource[:stage][:full]`, targets named `%<index of the value in values>`
/// or `op`.
fn show(values: &[Value], es: Option<Vec<Effect>>) -> String {
    let Some(es) = es else {
        return "unknown".into();
    };
    es.iter()
        .map(|e| {
            let on = match e.value {
                Some(v) => match values.iter().position(|&x| x == v) {
                    Some(i) => format!("%{i}"),
                    None => "?".into(),
                },
                None => "op".into(),
            };
            let mut s = format!("{:?}@{on}:{}", e.kind, e.resource);
            if e.stage != 0 {
                s.push_str(&format!(":{}", e.stage));
            }
            if e.full {
                s.push_str(":full");
            }
            s
        })
        .collect::<Vec<_>>()
        .join(" ")
}

const IR: &str = r#"%0 = "test.src"() : () -> memref<4xf32>
%1 = "test.src"() : () -> memref<4xf32>
%2 = "test.src"() : () -> memref<4xf32>
"kitchen.copy"(%0) : (memref<4xf32>) -> ()
%3 = "kitchen.copy"(%0) : (memref<4xf32>) -> memref<4xf32>
"kitchen.copy"(%0, %1, %2) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
%4 = "test.src"() : () -> i32
%5 = "kitchen.addi"(%4, %4) : (i32, i32) -> i32
"kitchen.region_op"() ({
  "kitchen.copy"(%0) : (memref<4xf32>) -> ()
  "kitchen.yield"() : () -> ()
}) : () -> ()
"kitchen.region_op"() ({
  "kitchen.copy"(%0, %1) : (memref<4xf32>, memref<4xf32>) -> ()
  "kitchen.yield"() : () -> ()
}) : () -> ()
"test.sink"(%3, %5) : (memref<4xf32>, i32) -> ()
"#;

macro_rules! effect_tests {
    ($m:ident) => {
        mod $m {
            use super::*;
            use ods_tests::kitchen::$m as k;
            use ods_tests::kitchen::$m::*;

            #[test]
            fn registration_carries_the_declared_table() {
                let mut ctx = Context::new();
                k::register(&mut ctx);
                let id = ctx
                    .lookup_symbol("kitchen.copy")
                    .and_then(|s| ctx.registry.lookup(s))
                    .expect("registered");
                let table = ctx.registry.op(id).effects.expect("an effects table");
                let rows: Vec<(EffectKind, EffectOn, &str, u32, bool)> = table
                    .effects
                    .iter()
                    .map(|e| (e.kind, e.on, e.resource, e.stage, e.full))
                    .collect();
                assert_eq!(
                    rows,
                    [
                        (EffectKind::Read, EffectOn::Op, "KitchenLog", 0, false),
                        (EffectKind::Read, EffectOn::Operand(0), "DefaultResource", 0, false),
                        (EffectKind::Write, EffectOn::Operand(1), "Heap", 1, true),
                        (EffectKind::Allocate, EffectOn::Result(0), "DefaultResource", 0, false),
                        (EffectKind::Write, EffectOn::Result(0), "DefaultResource", 0, false),
                    ]
                );
                assert_eq!(table.operands, Some(CopyOp::__ODS_OPERANDS));
                assert_eq!(table.results, Some(CopyOp::__ODS_RESULTS));
                // ops without declared effects register none
                let addi = ctx
                    .lookup_symbol("kitchen.addi")
                    .and_then(|s| ctx.registry.lookup(s))
                    .expect("registered");
                assert!(ctx.registry.op(addi).effects.is_none());
            }

            #[test]
            fn queries_resolve_values_and_nested_ops() {
                let (ctx, top) = parse(k::register, IR);
                let all = ops(&ctx, top);
                let values: Vec<Value> = all
                    .iter()
                    .filter_map(|&o| ctx.ir.results(o).next())
                    .collect();
                // values: %0 %1 %2 (sources), %3 (copy result), %4 (source), %5 (addi)
                let copies: Vec<Op> = all
                    .iter()
                    .copied()
                    .filter(|&o| ctx.str(ctx.ir.op(o).name) == "kitchen.copy")
                    .collect();
                let own: Vec<String> = copies
                    .iter()
                    .map(|&o| show(&values, op_effects(&ctx, o)))
                    .collect();
                assert_eq!(
                    own,
                    [
                        "Read@op:KitchenLog Read@%0:DefaultResource",
                        "Read@op:KitchenLog Read@%0:DefaultResource Allocate@%3:DefaultResource Write@%3:DefaultResource",
                        "Read@op:KitchenLog Read@%0:DefaultResource Write@%1:Heap:1:full Write@%2:Heap:1:full",
                        "Read@op:KitchenLog Read@%0:DefaultResource",
                        "Read@op:KitchenLog Read@%0:DefaultResource Write@%1:Heap:1:full",
                    ]
                );
                let region_ops: Vec<Op> = all
                    .iter()
                    .copied()
                    .filter(|&o| ctx.str(ctx.ir.op(o).name) == "kitchen.region_op")
                    .collect();
                // `RecursiveMemoryEffects`: the nested copy's effects, the yield adds none
                assert_eq!(
                    show(&values, memory_effects(&ctx, region_ops[0])),
                    "Read@op:KitchenLog Read@%0:DefaultResource"
                );
                assert!(!has_unknown_effects(&ctx, region_ops[0]));
                assert_eq!(show(&values, op_effects(&ctx, region_ops[0])), "unknown");

                let addi = AddIOp::from_op(&ctx, all[7]).expect("addi").op();
                assert_eq!(show(&values, memory_effects(&ctx, addi)), "");
                assert!(is_memory_effect_free(&ctx, addi));
                assert!(!is_memory_effect_free(&ctx, copies[0]));
                assert!(!is_memory_effect_free(&ctx, region_ops[0]));
                assert_eq!(show(&values, memory_effects(&ctx, all[0])), "unknown");

                let kinds = [
                    EffectKind::Read,
                    EffectKind::Write,
                    EffectKind::Allocate,
                    EffectKind::Free,
                ];
                let row = |o: Op| kinds.map(|kd| has_effect(&ctx, o, kd));
                assert_eq!(row(copies[0]), [true, false, false, false]);
                assert_eq!(row(copies[1]), [true, true, true, false]);
                assert_eq!(row(copies[2]), [true, true, false, false]);
                assert_eq!(row(addi), [false; 4]);

                let dead: Vec<bool> = copies
                    .iter()
                    .chain(&region_ops)
                    .map(|&o| would_be_trivially_dead(&ctx, o))
                    .collect();
                assert_eq!(dead, [true, true, false, true, false, true, false]);
            }

            #[test]
            fn hand_written_effects_follow_the_declared_ones() {
                let (mut ctx, top) = parse(
                    k::register,
                    r#"%0 = "test.src"() : () -> memref<4xf32>
"kitchen.copy"(%0) {kitchen.marked} : (memref<4xf32>) -> ()
"kitchen.copy"(%0) : (memref<4xf32>) -> ()
"#,
                );
                let all = ops(&ctx, top);
                let values = [ctx.ir.result(all[0], 0)];
                let info = ctx.op_info(all[1]).expect("registered");
                assert!(info.effects_fn.is_some());
                let addi = ctx
                    .lookup_symbol("kitchen.addi")
                    .and_then(|s| ctx.registry.lookup(s))
                    .expect("registered");
                assert!(ctx.registry.op(addi).effects_fn.is_none());
                let own = op_effects(&ctx, all[1]).unwrap_or_default();
                assert_eq!(
                    show(&values, Some(own.clone())),
                    "Read@op:KitchenLog Read@%0:DefaultResource Free@%0:DefaultResource"
                );
                assert_eq!(own[2].on, EffectOn::Value);
                assert!(has_effect(&ctx, all[1], EffectKind::Free));
                assert!(!has_effect(&ctx, all[2], EffectKind::Free));
                // the marked copy frees memory, so it stays; the other one reads only
                assert_eq!(ods_runtime::transforms::rewrite::canonicalize(&mut ctx, top), Ok(true));
                let flags = PrintFlags {
                    generic: true,
                    ..PrintFlags::default()
                };
                assert_eq!(
                    print_op_local(&ctx, top, flags),
                    r#""builtin.module"() ({
  %0 = "test.src"() : () -> memref<4xf32>
  "kitchen.copy"(%0) {kitchen.marked} : (memref<4xf32>) -> ()
}) : () -> ()"#
                );
            }

            #[test]
            fn canonicalize_erases_dead_reads_and_keeps_writes() {
                let (mut ctx, top) = parse(k::register, IR);
                assert_eq!(ods_runtime::transforms::rewrite::canonicalize(&mut ctx, top), Ok(true));
                let flags = PrintFlags {
                    generic: true,
                    ..PrintFlags::default()
                };
                // the read-only copy and the dead region op go; the copy writing only what it
                // allocates stays because its result is used; writers stay
                assert_eq!(
                    print_op_local(&ctx, top, flags),
                    r#""builtin.module"() ({
  %0 = "test.src"() : () -> memref<4xf32>
  %1 = "test.src"() : () -> memref<4xf32>
  %2 = "test.src"() : () -> memref<4xf32>
  %3 = "kitchen.copy"(%0) : (memref<4xf32>) -> memref<4xf32>
  "kitchen.copy"(%0, %1, %2) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  %4 = "test.src"() : () -> i32
  %5 = "kitchen.addi"(%4, %4) <{overflow = #kitchen.overflow<none>}> : (i32, i32) -> i32
  "kitchen.region_op"() ({
    "kitchen.copy"(%0, %1) : (memref<4xf32>, memref<4xf32>) -> ()
    "kitchen.yield"() : () -> ()
  }) : () -> ()
  "test.sink"(%3, %5) : (memref<4xf32>, i32) -> ()
}) : () -> ()"#
                );
            }
        }
    };
}

effect_tests!(by_build);
effect_tests!(by_macro);
effect_tests!(by_attr);
