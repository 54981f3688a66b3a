//! Memory-effect queries over registered ops: MLIR's `MemoryEffectOpInterface` and the
//! side-effect utilities built on it (`getEffectsRecursively`, `isMemoryEffectFree`,
//! `hasEffect`, `wouldOpBeTriviallyDead`).
//!
//! What an op does to memory comes from its registration ([`crate::ir::registry::OpInfo`]):
//! - the `NO_MEMORY_EFFECT` trait flag (`Pure`, `NoMemoryEffect`): known, no effects;
//! - a declared effects table ([`OpEffects`], generated from `MemoryEffects<[...]>` and from
//!   `Arg<T, "doc", [MemRead]>` / `Res<T, "doc", [MemAlloc]>`): known, these effects, one per
//!   value of a decorated operand or result group;
//! - a hand-written effects function ([`crate::ir::registry::EffectsFn`], generated from the
//!   `MemoryEffectsOpInterface` trait-list entry): known, the effects it pushes (after the
//!   declared ones);
//! - the `RECURSIVE_MEMORY_EFFECTS` flag (`RecursiveMemoryEffects`): the op's effects include
//!   those of the ops nested in its regions;
//! - anything else (an unregistered op, or a registered op declaring none of the above):
//!   unknown, which every query treats conservatively.
//!
//! The queries:
//! - [`op_effects`]: the op's own effects, not those of nested ops (MLIR's `getEffects`),
//!   `None` when unknown;
//! - [`memory_effects`]: the effects of the op and, through `RecursiveMemoryEffects`, of
//!   nested ops (MLIR's `getEffectsRecursively`), `None` when any of them is unknown;
//! - [`is_memory_effect_free`]: known to have no effect, nested ops included
//!   (`isMemoryEffectFree`);
//! - [`has_effect`], [`has_unknown_effects`], [`might_have_effect`]: one kind of effect on the
//!   op itself (`hasEffect`, `hasUnknownEffects`, `mightHaveEffect`; nested ops not counted);
//! - [`effects_on_value`]: the op's own effects on one value (`getEffectsOnValue`);
//! - [`speculatability`], [`is_speculatable`]: whether an op may run where it would not have
//!   run (MLIR's `ConditionallySpeculatable` and `isSpeculatable`; ops give their answer
//!   through [`ConditionallySpeculatable`]);
//! - [`would_be_trivially_dead`]: whether the op could be erased if its results were unused
//!   (`wouldOpBeTriviallyDead`), used by the rewrite driver ([`crate::transforms::rewrite`]).
//!
//! Everything is iterative: nesting depth costs no stack.

use crate::ir::context::Context;
pub use crate::ir::registry::{EffectInstance, EffectKind, EffectOn, OpEffects};
use crate::ir::registry::{OpInfo, OpTraits};
use crate::ir::{Op, Value, ValueDef};

/// One memory effect of an operation, with the value it acts on resolved.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Effect {
    /// what the effect does
    pub kind: EffectKind,
    /// the op that has the effect (a nested op for effects collected through
    /// `RecursiveMemoryEffects`)
    pub op: Op,
    /// what the effect was declared on
    pub on: EffectOn,
    /// the operand or result value acted on (`None` for effects on the op)
    pub value: Option<Value>,
    /// the resource acted on (`"DefaultResource"` unless declared otherwise)
    pub resource: &'static str,
    /// the stage: effects of lower stages happen first
    pub stage: u32,
    /// `true` when the effect acts on every value of the resource
    pub full: bool,
}

impl Effect {
    /// A partial effect of stage 0 on `DefaultResource`, on `value` (with
    /// [`EffectOn::Value`]) or on the op (`None`, [`EffectOn::Op`]): what an op's hand-written
    /// `memory_effects` method pushes.
    pub fn new(kind: EffectKind, op: Op, value: Option<Value>) -> Self {
        Effect {
            kind,
            op,
            on: if value.is_some() {
                EffectOn::Value
            } else {
                EffectOn::Op
            },
            value,
            resource: "DefaultResource",
            stage: 0,
            full: false,
        }
    }
}

/// Whether the effects of a registered op are known without looking at nested ops.
fn known(info: &OpInfo) -> bool {
    info.effects.is_some()
        || info.effects_fn.is_some()
        || info.traits.contains(OpTraits::NO_MEMORY_EFFECT)
}

/// The own effects of a registered `info` op, appended to `out`; `false` when unknown.
fn push_own_effects(ctx: &Context, op: Op, info: &OpInfo, out: &mut Vec<Effect>) -> bool {
    if let Some(table) = info.effects {
        push_table(ctx, op, table, out);
    }
    if let Some(f) = info.effects_fn {
        f(ctx, op, out);
    }
    known(info)
}

/// The effects of a declared table, one per value of a decorated group.
fn push_table(ctx: &Context, op: Op, table: &OpEffects, out: &mut Vec<Effect>) {
    for e in table.effects {
        let mut push = |value: Option<Value>| {
            out.push(Effect {
                kind: e.kind,
                op,
                on: e.on,
                value,
                resource: e.resource,
                stage: e.stage,
                full: e.full,
            })
        };
        match e.on {
            EffectOn::Op | EffectOn::Value => push(None),
            EffectOn::Operand(g) => {
                let range = match &table.operands {
                    Some(spec) => spec.range(ctx, op, g as usize),
                    None => single_index(g, ctx.ir.num_operands(op)),
                };
                for i in range {
                    push(Some(ctx.ir.operand(op, i)));
                }
            }
            EffectOn::Result(g) => {
                let range = match &table.results {
                    Some(spec) => spec.range(ctx, op, g as usize),
                    None => single_index(g, ctx.ir.num_results(op)),
                };
                for i in range {
                    push(Some(ctx.ir.result(op, i)));
                }
            }
        }
    }
}

/// `g..g + 1` when `g < n`, else empty.
fn single_index(g: u32, n: usize) -> std::ops::Range<usize> {
    let g = g as usize;
    if g < n {
        g..g + 1
    } else {
        n..n
    }
}

/// The effects of `op` itself, not counting nested ops (MLIR's
/// `MemoryEffectOpInterface::getEffects`): effects on the op first, then on operands, then on
/// results, in declaration order, one per value of a decorated group. `None` when they are
/// unknown (an unregistered op, or a registered op declaring neither `Pure`/`NoMemoryEffect`
/// nor any effect); `Some(empty)` when the op has none.
pub fn op_effects(ctx: &Context, op: Op) -> Option<Vec<Effect>> {
    let info = ctx.op_info(op)?;
    let mut out = Vec::new();
    push_own_effects(ctx, op, info, &mut out).then_some(out)
}

/// Whether `op`'s own effects are unknown (MLIR's `hasUnknownEffects`): [`op_effects`] is
/// `None` and the op does not have `RecursiveMemoryEffects`.
pub fn has_unknown_effects(ctx: &Context, op: Op) -> bool {
    match ctx.op_info(op) {
        None => true,
        Some(info) => !known(info) && !info.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS),
    }
}

/// The effects of `op` and, for ops with `RecursiveMemoryEffects`, of every op nested in them
/// (MLIR's `getEffectsRecursively`). `None` when some op on the way has unknown effects and no
/// `RecursiveMemoryEffects`; `Some(empty)` for an op free of effects (`Pure`,
/// `NoMemoryEffect`, `MemoryEffects<[]>`, or recursive with only such ops inside). Effects
/// may repeat. Iterative.
pub fn memory_effects(ctx: &Context, op: Op) -> Option<Vec<Effect>> {
    let mut out = Vec::new();
    let mut work = vec![op];
    while let Some(o) = work.pop() {
        let info = ctx.op_info(o)?;
        let recursive = info.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            push_nested(ctx, o, &mut work);
        }
        if !push_own_effects(ctx, o, info, &mut out) && !recursive {
            return None;
        }
    }
    Some(out)
}

/// Whether `op` is known to have no memory effect, nested ops of `RecursiveMemoryEffects` ops
/// included (MLIR's `isMemoryEffectFree`). Unknown effects count as effects. Iterative.
pub fn is_memory_effect_free(ctx: &Context, op: Op) -> bool {
    let mut work = vec![op];
    while let Some(o) = work.pop() {
        let Some(info) = ctx.op_info(o) else {
            return false;
        };
        let recursive = info.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        if known(info) {
            if info.effects.is_some_and(|t| !t.effects.is_empty()) || info.effects_fn.is_some() {
                // a declared effect on an empty variadic group has no instance
                let mut own = Vec::new();
                push_own_effects(ctx, o, info, &mut own);
                if !own.is_empty() {
                    return false;
                }
            }
        } else if !recursive {
            return false;
        }
        if recursive {
            push_nested(ctx, o, &mut work);
        }
    }
    true
}

/// Whether `op`'s own effects (not those of nested ops) are known to be none: `Some(true)`
/// for an op without own effects, `Some(false)` for one with some or with unknown effects;
/// the second value says whether the op has `RecursiveMemoryEffects` (its nested ops count
/// too, and unknown own effects then count as none). The one-op step of
/// [`is_memory_effect_free`], for callers that cache results per op.
pub fn own_memory_effect_free(ctx: &Context, op: Op) -> (bool, bool) {
    let Some(info) = ctx.op_info(op) else {
        return (false, false);
    };
    let recursive = info.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
    if known(info) {
        if info.effects.is_some_and(|t| !t.effects.is_empty()) || info.effects_fn.is_some() {
            let mut own = Vec::new();
            push_own_effects(ctx, op, info, &mut own);
            return (own.is_empty(), recursive);
        }
        return (true, recursive);
    }
    (recursive, recursive)
}

/// How far an op may be executed speculatively (MLIR's `Speculation::Speculatability`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Speculatability {
    /// Running it where it would not have run may be undefined behaviour.
    NotSpeculatable,
    /// It may always run speculatively.
    Speculatable,
    /// It may run speculatively when every op nested in it may.
    RecursivelySpeculatable,
}

/// MLIR's `ConditionallySpeculatable` for ops whose speculatability depends on their operands
/// or nesting (`arith.divsi` by a constant, `scf.for` with a constant step). Ops with
/// `AlwaysSpeculatable` (`Pure`) need no model; ops with neither are not speculatable.
pub trait ConditionallySpeculatable {
    /// The op's speculatability (MLIR's `getSpeculatability`).
    fn speculatability(&self, ctx: &Context) -> Speculatability;
}

/// The runtime model of [`ConditionallySpeculatable`] an op registration attaches (named by
/// `.ods` files with `extern_interface`).
#[derive(Clone, Copy)]
pub struct ConditionallySpeculatableModel {
    /// Casts an operation of the implementing op type to the trait object.
    pub cast: for<'a> fn(&'a Op) -> &'a dyn ConditionallySpeculatable,
    /// The interface verifier (none).
    pub verify: Option<crate::ir::registry::VerifyFn>,
}

impl ConditionallySpeculatableModel {
    /// The model of op type `T`, given its cast.
    pub const fn of<T: ConditionallySpeculatable + 'static>(
        cast: for<'a> fn(&'a Op) -> &'a dyn ConditionallySpeculatable,
    ) -> Self {
        ConditionallySpeculatableModel { cast, verify: None }
    }
}

/// The speculatability of `op` itself: `Speculatable` with `AlwaysSpeculatable`, its
/// [`ConditionallySpeculatable`] model's answer when it has one, else `NotSpeculatable`.
pub fn speculatability(ctx: &Context, op: Op) -> Speculatability {
    let Some(id) = ctx.ir.op(op).info else {
        return Speculatability::NotSpeculatable;
    };
    let info = ctx.registry.op(id);
    if info.traits.contains(OpTraits::ALWAYS_SPECULATABLE) {
        return Speculatability::Speculatable;
    }
    match ctx.registry.interface::<ConditionallySpeculatableModel>(id) {
        Some(m) => (m.cast)(&op).speculatability(ctx),
        None => Speculatability::NotSpeculatable,
    }
}

/// Whether `op` may be executed speculatively (MLIR's `isSpeculatable`): it is
/// `Speculatable`, or `RecursivelySpeculatable` with every op nested in it speculatable.
/// Iterative.
pub fn is_speculatable(ctx: &Context, op: Op) -> bool {
    let mut work = vec![op];
    while let Some(o) = work.pop() {
        match speculatability(ctx, o) {
            Speculatability::NotSpeculatable => return false,
            Speculatability::Speculatable => {}
            Speculatability::RecursivelySpeculatable => push_nested(ctx, o, &mut work),
        }
    }
    true
}

/// Whether `op` itself has an effect of `kind` (MLIR's `hasEffect<Kind>(op)`): `false` when
/// its effects are unknown; effects of nested ops are not counted.
pub fn has_effect(ctx: &Context, op: Op, kind: EffectKind) -> bool {
    op_effects(ctx, op).is_some_and(|es| es.iter().any(|e| e.kind == kind))
}

/// The effects of `op` itself on `value` (MLIR's `getEffectsOnValue`): `None` when the op's
/// effects are unknown.
pub fn effects_on_value(ctx: &Context, op: Op, value: Value) -> Option<Vec<Effect>> {
    let mut es = op_effects(ctx, op)?;
    es.retain(|e| e.value == Some(value));
    Some(es)
}

/// Whether `op` itself might have an effect of `kind` (MLIR's `mightHaveEffect<Kind>(op)`):
/// `true` when its effects are unknown or it has such an effect.
pub fn might_have_effect(ctx: &Context, op: Op, kind: EffectKind) -> bool {
    has_unknown_effects(ctx, op) || has_effect(ctx, op, kind)
}

/// Whether `op` would be dead if its results had no uses (MLIR's `wouldOpBeTriviallyDead`):
/// it is registered, neither a terminator nor a symbol, and every effect of it and (through
/// `RecursiveMemoryEffects`) of its nested ops is a read, or acts on a result of the op that
/// the op itself allocates. An op with unknown effects and without `RecursiveMemoryEffects`
/// is never dead. Iterative; answers are cached in the IR arena until the op or something
/// nested in it changes, so asking about every op of a deep nest costs linear time.
pub fn would_be_trivially_dead(ctx: &Context, op: Op) -> bool {
    let traits = match ctx.op_info(op) {
        Some(i) => i.traits,
        None => return false,
    };
    if traits.contains(OpTraits::TERMINATOR) || traits.contains(OpTraits::SYMBOL) {
        return false;
    }
    subtree_removable(ctx, op)
}

/// Whether `op`'s own effects and, through `RecursiveMemoryEffects`, those of its nested ops
/// allow erasing it: computed depth first over the ops whose answer is not cached, stopping
/// at the first nested op that forbids it (every op on the path then forbids it too).
fn subtree_removable(ctx: &Context, root: Op) -> bool {
    // ops whose answer waits for their nested ops: (op, position of its next nested op in
    // `kids`, where its nested ops start)
    let mut stack: Vec<(Op, usize, usize)> = Vec::new();
    let mut kids: Vec<Op> = Vec::new();
    let mut scratch = Vec::new();
    let mut next = Some(root);
    loop {
        if let Some(op) = next.take() {
            match ctx.ir.cached_removable(op) {
                Some(true) => {}
                Some(false) => break,
                None => match own_removability(ctx, op, &mut scratch) {
                    Own::Removable => ctx.ir.cache_removable(op, true),
                    Own::Forbidden => {
                        ctx.ir.cache_removable(op, false);
                        break;
                    }
                    Own::Nested => {
                        let start = kids.len();
                        push_nested(ctx, op, &mut kids);
                        stack.push((op, start, start));
                    }
                },
            }
        }
        let Some(top) = stack.last_mut() else {
            return ctx.ir.cached_removable(root) == Some(true);
        };
        if top.1 < kids.len() {
            next = Some(kids[top.1]);
            top.1 += 1;
        } else {
            // every nested op is known removable
            let (op, _, start) = *top;
            ctx.ir.cache_removable(op, true);
            kids.truncate(start);
            stack.pop();
        }
    }
    // a nested op forbids erasing each op on the path to it
    for &(op, _, _) in &stack {
        ctx.ir.cache_removable(op, false);
    }
    false
}

/// What an op's own effects say about erasing it.
enum Own {
    /// they allow it, and its nested ops do not count
    Removable,
    /// they (or its lack of registration) forbid it
    Forbidden,
    /// they allow it (or are unknown) and it has `RecursiveMemoryEffects`: its nested ops
    /// decide
    Nested,
}

fn own_removability(ctx: &Context, op: Op, scratch: &mut Vec<Effect>) -> Own {
    let Some(info) = ctx.op_info(op) else {
        return Own::Forbidden;
    };
    let recursive = info.traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
    match own_effects_removable(ctx, op, scratch) {
        Some(true) if !recursive => Own::Removable,
        Some(true) => Own::Nested,
        None if recursive => Own::Nested,
        _ => Own::Forbidden,
    }
}

/// The part of [`would_be_trivially_dead`] about `op`'s own effects (nested ops aside):
/// `Some(true)` when each is a read or acts on a result `op` allocates, `Some(false)` when
/// one is not, `None` when they are unknown (also for unregistered ops). `scratch` is a
/// reusable buffer.
pub fn own_effects_removable(ctx: &Context, op: Op, scratch: &mut Vec<Effect>) -> Option<bool> {
    let info = ctx.op_info(op)?;
    scratch.clear();
    if !push_own_effects(ctx, op, info, scratch) {
        return None;
    }
    // values this op allocates among its own results: any effect on them is local
    let effects = &*scratch;
    let allocated = |v: Option<Value>| {
        v.is_some_and(|v| {
            matches!(ctx.ir.value(v).def, ValueDef::Result { op: d, .. } if d == op)
                && effects
                    .iter()
                    .any(|e| e.kind == EffectKind::Allocate && e.value == Some(v))
        })
    };
    Some(
        effects
            .iter()
            .all(|e| e.kind == EffectKind::Read || allocated(e.value)),
    )
}

/// Pushes the ops directly nested in `op` (all regions and blocks).
fn push_nested(ctx: &Context, op: Op, out: &mut Vec<Op>) {
    for &r in ctx.ir.op(op).regions.iter() {
        for b in ctx.ir.region_blocks(r) {
            out.extend(ctx.ir.block_ops(b));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::registry::OpDefinition;
    use crate::ods::access::{GroupKind, GroupSpec, SegmentMode};

    const READ_OP: EffectInstance = EffectInstance::new(EffectKind::Read, EffectOn::Op);

    static LOAD: OpEffects = OpEffects {
        effects: &[EffectInstance::new(EffectKind::Read, EffectOn::Operand(0))],
        operands: None,
        results: None,
    };
    static STORE: OpEffects = OpEffects {
        effects: &[
            READ_OP,
            EffectInstance {
                resource: "Heap",
                stage: 1,
                full: true,
                ..EffectInstance::new(EffectKind::Write, EffectOn::Operand(1))
            },
        ],
        operands: None,
        results: None,
    };
    // `t.alloc`: one result, allocated and initialized (written) by the op
    static ALLOC: OpEffects = OpEffects {
        effects: &[
            EffectInstance::new(EffectKind::Allocate, EffectOn::Result(0)),
            EffectInstance::new(EffectKind::Write, EffectOn::Result(0)),
        ],
        operands: None,
        results: None,
    };
    // `t.free`: frees its operand
    static FREE: OpEffects = OpEffects {
        effects: &[EffectInstance::new(EffectKind::Free, EffectOn::Operand(0))],
        operands: None,
        results: None,
    };
    // `t.gather`: operands (Single, Variadic), reads every value of the variadic group
    static GATHER: OpEffects = OpEffects {
        effects: &[EffectInstance::new(EffectKind::Read, EffectOn::Operand(1))],
        operands: Some(GroupSpec::operands(
            &[GroupKind::Single, GroupKind::Variadic],
            SegmentMode::None,
        )),
        results: None,
    };
    static NONE: OpEffects = OpEffects {
        effects: &[],
        operands: None,
        results: None,
    };

    fn setup() -> Context {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let defs = [
            ("t.load", OpTraits::NONE, Some(&LOAD)),
            ("t.store", OpTraits::NONE, Some(&STORE)),
            ("t.alloc", OpTraits::NONE, Some(&ALLOC)),
            ("t.free", OpTraits::NONE, Some(&FREE)),
            ("t.gather", OpTraits::NONE, Some(&GATHER)),
            ("t.none", OpTraits::NONE, Some(&NONE)),
            ("t.pure", OpTraits::PURE, None),
            ("t.plain", OpTraits::NONE, None),
            ("t.scope", OpTraits::RECURSIVE_MEMORY_EFFECTS, None),
            ("t.rscope", OpTraits::RECURSIVE_MEMORY_EFFECTS, Some(&LOAD)),
            ("t.end", OpTraits::PURE | OpTraits::TERMINATOR, None),
        ];
        for (name, traits, effects) in defs {
            ctx.register_op(OpDefinition {
                traits,
                effects: effects.map(|e| e as &'static OpEffects),
                ..OpDefinition::new(name)
            });
        }
        // `t.dyn`: frees its operands when it has two, else has no effect
        fn dyn_effects(ctx: &Context, op: Op, out: &mut Vec<Effect>) {
            if ctx.ir.num_operands(op) == 2 {
                for v in ctx.ir.operands(op) {
                    out.push(Effect::new(EffectKind::Free, op, Some(v)));
                }
            }
        }
        ctx.register_op(OpDefinition {
            effects_fn: Some(dyn_effects),
            ..OpDefinition::new("t.dyn")
        });
        ctx
    }

    fn parse(ctx: &mut Context, text: &str) -> Vec<Op> {
        let top =
            crate::text::parser::ops::parse_source(ctx, text.as_bytes(), 0, "u.mlir", 1, true)
                .unwrap_or_else(|d| panic!("{}", d.message));
        crate::transforms::rewrite::walk_nested(ctx, top, true)
    }

    /// `kind@value-or-op` for each effect: `R@op`, `W@%1`.
    fn show(ctx: &Context, es: Option<Vec<Effect>>) -> String {
        let Some(es) = es else {
            return "unknown".into();
        };
        let vals = |v: Value| format!("%{}", v.index());
        es.iter()
            .map(|e| {
                let k = match e.kind {
                    EffectKind::Read => "R",
                    EffectKind::Write => "W",
                    EffectKind::Allocate => "A",
                    EffectKind::Free => "F",
                };
                let on = e.value.map(vals).unwrap_or_else(|| "op".into());
                format!("{k}@{on}:{}:{}", ctx.str(ctx.ir.op(e.op).name), e.resource)
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    const IR: &str = r#"%0 = "t.alloc"() : () -> i32
%1 = "t.load"(%0) : (i32) -> i32
"t.store"(%1, %0) : (i32, i32) -> ()
"t.free"(%0) : (i32) -> ()
%2 = "t.gather"(%0, %1, %0) : (i32, i32, i32) -> i32
"t.none"() : () -> ()
"t.pure"() : () -> ()
"t.plain"() : () -> ()
"t.scope"() ({
  %3 = "t.load"(%0) : (i32) -> i32
  "t.scope"() ({
    "t.pure"() : () -> ()
  }) : () -> ()
}) : () -> ()
"t.scope"() ({
  "t.pure"() : () -> ()
}) : () -> ()
"t.scope"() ({
  "t.plain"() : () -> ()
}) : () -> ()
"t.rscope"(%0) ({
  "t.store"(%1, %0) : (i32, i32) -> ()
}) : (i32) -> ()
"u.op"() : () -> ()
"t.end"() : () -> ()
"#;

    #[test]
    fn own_effects_resolve_values_and_groups() {
        let mut ctx = setup();
        let ops = parse(&mut ctx, IR);
        let own: Vec<String> = ops[..8]
            .iter()
            .map(|&o| show(&ctx, op_effects(&ctx, o)))
            .collect();
        assert_eq!(
            own,
            [
                "A@%0:t.alloc:DefaultResource W@%0:t.alloc:DefaultResource",
                "R@%0:t.load:DefaultResource",
                "R@op:t.store:DefaultResource W@%0:t.store:Heap",
                "F@%0:t.free:DefaultResource",
                "R@%1:t.gather:DefaultResource R@%0:t.gather:DefaultResource",
                "",
                "",
                "unknown",
            ]
        );
        let store = op_effects(&ctx, ops[2]).unwrap_or_default();
        assert_eq!((store[1].stage, store[1].full), (1, true));
        assert_eq!(store[1].on, EffectOn::Operand(1));
        let v0 = ctx.ir.result(ops[0], 0);
        let on_v0 = |o: Op| show(&ctx, effects_on_value(&ctx, o, v0));
        assert_eq!(
            on_v0(ops[2]),
            "W@%0:t.store:Heap".replace("%0", &format!("%{}", v0.index()))
        );
        assert_eq!(on_v0(ops[5]), "");
        assert_eq!(on_v0(ops[7]), "unknown");
        assert_eq!(ctx.str(ctx.ir.op(ops[18]).name), "u.op");
        assert_eq!(show(&ctx, op_effects(&ctx, ops[18])), "unknown");
    }

    #[test]
    fn hand_written_effects_are_known() {
        let mut ctx = setup();
        let ops = parse(
            &mut ctx,
            r#"%0 = "t.alloc"() : () -> i32
"t.dyn"() : () -> ()
"t.dyn"(%0, %0) : (i32, i32) -> ()
"#,
        );
        let v = ctx.ir.result(ops[0], 0).index();
        assert_eq!(show(&ctx, op_effects(&ctx, ops[1])), "");
        assert_eq!(
            show(&ctx, op_effects(&ctx, ops[2])),
            format!("F@%{v}:t.dyn:DefaultResource F@%{v}:t.dyn:DefaultResource")
        );
        let on = op_effects(&ctx, ops[2]).unwrap_or_default();
        assert_eq!(on[0].on, EffectOn::Value);
        assert!(is_memory_effect_free(&ctx, ops[1]));
        assert!(!is_memory_effect_free(&ctx, ops[2]));
        assert!(!has_unknown_effects(&ctx, ops[1]));
        assert!(would_be_trivially_dead(&ctx, ops[1]));
        assert!(!would_be_trivially_dead(&ctx, ops[2]));
        assert!(has_effect(&ctx, ops[2], EffectKind::Free));
    }

    #[test]
    fn recursive_effects_collect_nested_ops() {
        let mut ctx = setup();
        let ops = parse(&mut ctx, IR);
        let names: Vec<&str> = ops.iter().map(|&o| ctx.str(ctx.ir.op(o).name)).collect();
        let scope = |n: usize| {
            ops.iter()
                .copied()
                .filter(|&o| ctx.str(ctx.ir.op(o).name).ends_with("scope"))
                .nth(n)
                .unwrap_or_else(|| panic!("{names:?}"))
        };
        // outer scope: the nested load, the inner scope's pure op adds nothing
        assert_eq!(
            show(&ctx, memory_effects(&ctx, scope(0))),
            "R@%0:t.load:DefaultResource"
        );
        assert_eq!(show(&ctx, memory_effects(&ctx, scope(2))), "");
        assert_eq!(show(&ctx, memory_effects(&ctx, scope(3))), "unknown");
        // own effects and nested ones
        assert_eq!(
            show(&ctx, memory_effects(&ctx, scope(4))),
            "R@%0:t.rscope:DefaultResource R@op:t.store:DefaultResource W@%0:t.store:Heap"
        );
        // a recursive op without an own table: no own effects, but not unknown
        assert_eq!(show(&ctx, op_effects(&ctx, scope(0))), "unknown");
        assert!(!has_unknown_effects(&ctx, scope(0)));
        assert!(has_unknown_effects(&ctx, ops[7]));

        let free: Vec<bool> = [scope(0), scope(1), scope(2), scope(3), scope(4)]
            .iter()
            .map(|&o| is_memory_effect_free(&ctx, o))
            .collect();
        assert_eq!(free, [false, true, true, false, false]);
        let free: Vec<bool> = ops[..8]
            .iter()
            .map(|&o| is_memory_effect_free(&ctx, o))
            .collect();
        assert_eq!(free, [false, false, false, false, false, true, true, false]);
    }

    #[test]
    fn has_effect_looks_at_the_op_only() {
        let mut ctx = setup();
        let ops = parse(&mut ctx, IR);
        let kinds = [
            EffectKind::Read,
            EffectKind::Write,
            EffectKind::Allocate,
            EffectKind::Free,
        ];
        let row = |o: Op| kinds.map(|k| has_effect(&ctx, o, k));
        assert_eq!(row(ops[0]), [false, true, true, false]);
        assert_eq!(row(ops[2]), [true, true, false, false]);
        assert_eq!(row(ops[3]), [false, false, false, true]);
        assert_eq!(row(ops[7]), [false; 4]); // unknown: no known effect
        assert!(might_have_effect(&ctx, ops[7], EffectKind::Free));
        assert!(!might_have_effect(&ctx, ops[1], EffectKind::Write));
        // the scope's nested load is not its own effect
        assert!(!has_effect(&ctx, ops[8], EffectKind::Read));
    }

    #[test]
    fn trivially_dead_follows_mlir() {
        let mut ctx = setup();
        let ops = parse(&mut ctx, IR);
        let dead: Vec<(&str, bool)> = ops
            .iter()
            .map(|&o| (ctx.str(ctx.ir.op(o).name), would_be_trivially_dead(&ctx, o)))
            .collect();
        assert_eq!(
            dead,
            [
                ("t.alloc", true), // writes only the value it allocates
                ("t.load", true),  // reads only
                ("t.store", false),
                ("t.free", false),
                ("t.gather", true),
                ("t.none", true),
                ("t.pure", true),
                ("t.plain", false), // unknown effects
                ("t.scope", true),  // nested reads only
                ("t.load", true),
                ("t.scope", true),
                ("t.pure", true),
                ("t.scope", true),
                ("t.pure", true),
                ("t.scope", false), // nested unknown
                ("t.plain", false),
                ("t.rscope", false), // nested write
                ("t.store", false),
                ("u.op", false),
                ("t.end", false), // terminator
            ]
        );
    }
}
