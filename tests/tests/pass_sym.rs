//! The symbol and loop passes (`symbol-dce`, `symbol-privatize`,
//! `loop-invariant-code-motion`, `control-flow-sink`) run directly on parsed IR: deep nesting
//! (100,000 levels) and the outputs mlir-opt 22 prints for them. The recorded corpus is in
//! `tests/pass-corpus/<pass>/`.

use ods_runtime::ir::builtin_ops::{create_module, module_body};
use ods_runtime::ir::diagnostics::{render, SourceMgr};
use ods_runtime::ir::ops::OperationState;
use ods_runtime::pass::{Pass, PassState};
use ods_runtime::{parse_str, Context, Op, PrintFlags};

/// Parses `text` with the bundled dialects (unregistered ops allowed).
fn parse(text: &str) -> (Context, Op) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    ods_dialects::register_all(&mut ctx);
    let top = parse_str(&mut ctx, text, "t.mlir").unwrap_or_else(|e| panic!("{e}"));
    (ctx, top)
}

/// Runs `pass` on `op`; `Err` holds the rendered diagnostics (for source `text`) of a
/// failing pass.
fn run_on(ctx: &mut Context, pass: &mut dyn Pass, op: Op, text: &str) -> Result<(), String> {
    let mut state = PassState::new(pass.info().statistics.len());
    let result = pass.run(ctx, op, &mut state);
    let mut sm = SourceMgr::default();
    sm.add("t.mlir", text.as_bytes(), 1);
    let diags: String = state
        .take_diagnostics()
        .iter()
        .map(|d| render(ctx, &sm, d))
        .collect();
    result.map_err(|_| diags)
}

/// Parses `text` with the bundled dialects, runs `pass` on the top-level op and prints the
/// result as mlir-opt does; `Err` holds the rendered diagnostics of a failing pass.
fn run(mut pass: impl Pass, text: &str) -> Result<String, String> {
    let (mut ctx, top) = parse(text);
    run_on(&mut ctx, &mut pass, top, text)?;
    Ok(ods_runtime::print_to_string(
        &ctx,
        top,
        PrintFlags::default(),
    ))
}

/// `op` printed alone, in custom form.
fn print(ctx: &Context, op: Op) -> String {
    ods_runtime::print_to_string(ctx, op, PrintFlags::default())
}

/// A new op `name` without operands or results whose one region has one block holding `inner`
/// (detached) and then, when given, a new terminator op `terminator`.
fn wrap(ctx: &mut Context, name: &str, inner: Op, terminator: Option<&str>) -> Op {
    let loc = ctx.common.unknown_loc;
    let region = ctx.ir.create_region();
    let block = ctx.ir.create_block();
    ctx.ir.append_block(region, block);
    ctx.ir.append_op(block, inner);
    if let Some(t) = terminator {
        let t = ctx.symbol(t);
        let st = OperationState::new(ctx, t, loc);
        let t = ctx.create_op(st);
        ctx.ir.append_op(block, t);
    }
    let name = ctx.symbol(name);
    let mut st = OperationState::new(ctx, name, loc);
    st.regions.push(region);
    ctx.create_op(st)
}

/// The ops of `op`'s first region's first block.
fn body_ops(ctx: &Context, op: Op) -> Vec<Op> {
    let r = ctx.ir.op(op).regions[0];
    let b = ctx.ir.first_block(r).expect("a block");
    ctx.ir.block_ops(b).collect()
}

/// Checks `run(pass, chunk)` for each `// -----` chunk of a corpus file against mlir-opt's
/// golden output printed in custom form (`tests/pass-corpus/<rel>`).
fn golden<P: Pass + Clone>(pass: P, rel: &str) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("pass-corpus");
    let text = std::fs::read_to_string(dir.join(rel)).unwrap();
    let want = std::fs::read_to_string(dir.join(format!("{rel}.out"))).unwrap();
    let got: Vec<String> = text
        .split("\n// -----\n")
        .map(|chunk| run(pass.clone(), chunk).unwrap())
        .collect();
    assert_eq!(got.join("// -----\n"), want, "{rel}");
}

const DEEP: usize = 100_000;

mod symbol_dce {
    use super::*;
    use ods_runtime::pass::passes::symbol_dce::SymbolDce;

    #[test]
    fn keeps_public_and_used_symbols() {
        let out = run(
            SymbolDce,
            "module {\n  func.func private @dead() { return }\n  func.func private @live() { return }\n  func.func nested @nest() { return }\n  func.func @pub() {\n    \"foo.op\"() {x = [@live, {y = @m::@inner}]} : () -> ()\n    \"foo.op\"() {x = @unknown} : () -> ()\n    return\n  }\n  module @m attributes {sym_visibility = \"private\"} {\n    func.func @inner() { return }\n    func.func private @inner2() { return }\n  }\n  \"foo.op\"() <{p = @dead2}> : () -> ()\n  func.func private @dead2() { return }\n}\n",
        );
        assert_eq!(
            out.unwrap(),
            "module {\n  func.func private @live() {\n    return\n  }\n  func.func @pub() {\n    \"foo.op\"() {x = [@live, {y = @m::@inner}]} : () -> ()\n    \"foo.op\"() {x = @unknown} : () -> ()\n    return\n  }\n  module @m attributes {sym_visibility = \"private\"} {\n    func.func @inner() {\n      return\n    }\n  }\n  \"foo.op\"() <{p = @dead2}> : () -> ()\n}\n\n"
        );
    }

    #[test]
    fn corpus_files() {
        golden(SymbolDce, "symbol-dce/basic.mlir");
    }

    #[test]
    fn deep_nested_modules() {
        // the module holding a dead and a used private function, nested in 100,000
        // anonymous (public, so live) modules
        let text = "module {\n  func.func private @d()\n  func.func private @l()\n  func.func @p() {\n    \"foo.op\"() {r = @l} : () -> ()\n    return\n  }\n}\n";
        let (mut ctx, inner) = parse(text);
        let mut cur = inner;
        for _ in 0..DEEP {
            let loc = ctx.common.unknown_loc;
            let m = create_module(&mut ctx, loc);
            let b = module_body(&ctx, m).unwrap();
            ctx.ir.append_op(b, cur);
            cur = m;
        }
        run_on(&mut ctx, &mut SymbolDce, cur, text).unwrap();
        assert_eq!(
            print(&ctx, inner),
            "module {\n  func.func private @l()\n  func.func @p() {\n    \"foo.op\"() {r = @l} : () -> ()\n    return\n  }\n}\n\n"
        );
    }

    #[test]
    fn deep_nested_regions_use() {
        // a use 100,000 regions deep keeps @l alive; @d goes
        let text = "func.func private @d()\nfunc.func private @l()\nfunc.func @p() {\n  \"foo.op\"() {r = @l} : () -> ()\n  return\n}\n";
        let (mut ctx, top) = parse(text);
        let p = body_ops(&ctx, top)[2];
        let user = body_ops(&ctx, p)[0];
        let ret = body_ops(&ctx, p)[1];
        ctx.ir.detach_op(user);
        let mut cur = user;
        for _ in 0..DEEP {
            cur = wrap(&mut ctx, "scf.execute_region", cur, Some("scf.yield"));
        }
        ctx.ir.insert_op_before(ret, cur);
        run_on(&mut ctx, &mut SymbolDce, top, text).unwrap();
        let names: Vec<_> = body_ops(&ctx, top)
            .into_iter()
            .map(|o| {
                ods_runtime::analysis::symbols::symbol_name(&ctx, o)
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(names, ["l", "p"]);
    }
}

mod symbol_privatize {
    use super::*;
    use ods_runtime::analysis::symbols::{visibility, Visibility};
    use ods_runtime::pass::passes::symbol_privatize::SymbolPrivatize;

    #[test]
    fn privatizes_all_but_excluded() {
        let mut pass = SymbolPrivatize::default();
        pass.set_option("exclude", Some("keep,other")).unwrap();
        golden(pass, "symbol-privatize/basic.mlir");
        let mut pass = SymbolPrivatize::default();
        pass.set_option("exclude", Some("a,b")).unwrap();
        let mut printed = String::new();
        pass.print_options(&mut printed);
        assert_eq!(printed, "exclude={a,b}");
    }

    #[test]
    fn deep_body() {
        let text = "func.func @p() {\n  \"foo.op\"() : () -> ()\n  return\n}\n";
        let (mut ctx, top) = parse(text);
        let p = body_ops(&ctx, top)[0];
        let inner = body_ops(&ctx, p)[0];
        let ret = body_ops(&ctx, p)[1];
        ctx.ir.detach_op(inner);
        let mut cur = inner;
        for _ in 0..DEEP {
            cur = wrap(&mut ctx, "scf.execute_region", cur, Some("scf.yield"));
        }
        ctx.ir.insert_op_before(ret, cur);
        run_on(&mut ctx, &mut SymbolPrivatize::default(), top, text).unwrap();
        assert_eq!(visibility(&ctx, p), Visibility::Private);
    }
}

mod licm {
    use super::*;
    use ods_runtime::pass::passes::loop_invariant_code_motion::LoopInvariantCodeMotion;

    #[test]
    fn corpus_files() {
        for f in ["speculation", "constants", "loops"] {
            golden(
                LoopInvariantCodeMotion,
                &format!("loop-invariant-code-motion/{f}.mlir"),
            );
        }
    }

    #[test]
    fn deep_loop_nest() {
        // 100,000 nested loops, each starting at its parent's induction variable; the
        // innermost invariant `arith.addi` climbs out of all of them
        let text = "func.func @f(%lb: index, %ub: index, %a: i32) {\n  %c1 = arith.constant 1 : index\n  scf.for %i = %lb to %ub step %c1 {\n    %x = arith.addi %a, %a : i32\n    \"foo.use\"(%x) : (i32) -> ()\n  }\n  scf.for %i = %lb to %ub step %c1 {\n  }\n  return\n}\n";
        let (mut ctx, top) = parse(text);
        let f = body_ops(&ctx, top)[0];
        let ops = body_ops(&ctx, f);
        let (mut cur, shell) = (ops[1], ops[2]);
        for _ in 0..DEEP {
            let mut map = ods_runtime::ir::ops::CloneMap::default();
            let (outer, _) = ctx.ir.clone_op(shell, &mut map);
            let body = body_ops(&ctx, outer);
            let iv = ctx.ir.block_args(ctx.ir.op_parent(body[0]).unwrap())[0];
            ctx.ir.detach_op(cur);
            ctx.ir.insert_op_before(body[0], cur);
            ctx.ir.set_operand(cur, 0, iv);
            cur = outer;
        }
        ctx.ir.insert_op_before(shell, cur);
        ctx.ir.erase_op(shell);
        run_on(&mut ctx, &mut LoopInvariantCodeMotion, top, text).unwrap();
        let ops = body_ops(&ctx, f);
        assert_eq!(ops.len(), 4);
        let a = ctx.ir.block_args(ctx.ir.op_parent(ops[0]).unwrap())[2];
        assert_eq!(ctx.str(ctx.ir.op(ops[1]).name), "arith.addi");
        assert_eq!(ctx.ir.operands(ops[1]).collect::<Vec<_>>(), [a, a]);
        // the use stays innermost
        let mut cur = ops[2];
        let mut depth = 0;
        while ctx.ir.op(cur).regions.len() == 1 {
            cur = body_ops(&ctx, cur)[0];
            depth += 1;
        }
        assert_eq!(depth, DEEP + 1);
    }
}

mod control_flow_sink {
    use super::*;
    use ods_runtime::pass::passes::control_flow_sink::ControlFlowSink;

    #[test]
    fn corpus_files() {
        for f in ["basic", "nesting", "regions-sunk"] {
            golden(ControlFlowSink, &format!("control-flow-sink/{f}.mlir"));
        }
    }

    #[test]
    fn deep_if_nest() {
        // an op used only 100,000 `scf.if`s deep is sunk into the innermost one
        let text = "func.func @f(%a: i32, %c: i1) {\n  %x = arith.addi %a, %a : i32\n  scf.if %c {\n    \"foo.use\"(%x) : (i32) -> ()\n  }\n  scf.if %c {\n  }\n  return\n}\n";
        let (mut ctx, top) = parse(text);
        let f = body_ops(&ctx, top)[0];
        let ops = body_ops(&ctx, f);
        let (x, innermost, shell) = (ops[0], ops[1], ops[2]);
        let mut cur = innermost;
        for _ in 0..DEEP {
            let mut map = ods_runtime::ir::ops::CloneMap::default();
            let (outer, _) = ctx.ir.clone_op(shell, &mut map);
            let body = body_ops(&ctx, outer);
            ctx.ir.detach_op(cur);
            ctx.ir.insert_op_before(body[0], cur);
            cur = outer;
        }
        ctx.ir.insert_op_before(shell, cur);
        ctx.ir.erase_op(shell);
        let mut state = PassState::new(1);
        let mut pass = ControlFlowSink;
        pass.run(&mut ctx, top, &mut state).unwrap();
        assert_eq!(body_ops(&ctx, f).len(), 2);
        assert_eq!(body_ops(&ctx, innermost)[0], x);
        // the statistic counts the last (outermost) op, which sank nothing
        assert_eq!(state.statistics(), [0]);
        let mut depth = 0;
        let mut cur = body_ops(&ctx, f)[0];
        while cur != innermost {
            cur = body_ops(&ctx, cur)[0];
            depth += 1;
        }
        assert_eq!(depth, DEEP);
    }
}
