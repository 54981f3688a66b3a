//! `cse`, `strip-debuginfo` and `print-op-stats` on deeply nested input: 100,000 nested
//! `scf.execute_region` ops, run through the passes on the test thread's ordinary stack. The
//! shape of the result is checked exactly through op counts (printing 100,000 levels of
//! indentation would take gigabytes); the same input three levels deep is compared with
//! mlir-opt 22's output, recorded here. The pass corpus (`tests/pass-corpus/{cse,
//! strip-debuginfo,print-op-stats}`) covers everything else through the driver.

use ods_runtime::analysis::verifier::verify;
use ods_runtime::ir::OperationState;
use ods_runtime::pass::passes::cse::Cse;
use ods_runtime::pass::passes::print_op_stats::{count_ops, stats_table, PrintOpStats};
use ods_runtime::pass::passes::strip_debuginfo::StripDebugInfo;
use ods_runtime::pass::{Pass, PassState};
use ods_runtime::text::printer::print_top_level;
use ods_runtime::{Context, Op, PrintFlags};

const DEPTH: usize = 100_000;

/// The length of the block chain of [`block_chain`] (parsing 100,000 blocks takes long in a
/// debug build).
const CHAIN: usize = 30_000;

/// The three-level function of [`deep_input`], as text.
const THREE_LEVELS: &str = "func.func @deep(%a: i32) -> i32 {
  %x0 = arith.addi %a, %a : i32
  %r1 = scf.execute_region -> i32 {
    %x1 = arith.addi %a, %a : i32
    %r2 = scf.execute_region -> i32 {
      %x2 = arith.addi %a, %a : i32
      %r3 = scf.execute_region -> i32 {
        %x3 = arith.addi %a, %a : i32
        scf.yield %x3 : i32
      }
      %s3 = arith.addi %x2, %r3 : i32
      scf.yield %s3 : i32
    }
    %s2 = arith.addi %x1, %r2 : i32
    scf.yield %s2 : i32
  }
  %s1 = arith.addi %x0, %r1 : i32
  return %s1 : i32
}
";

/// A function with `depth` nested `scf.execute_region` ops: each level computes `%a + %a`
/// (merged by CSE into the function's copy) and adds its outer copy to the nested region's
/// result (as [`THREE_LEVELS`] for a depth of 3). Built through the IR API rather than
/// parsed: the text parser bounds the depth at which it parses types.
fn deep_input(depth: usize) -> (Context, Op) {
    let (mut ctx, top) = parse(
        "func.func @deep(%a: i32) -> i32 {
  %x0 = arith.addi %a, %a : i32
  return %x0 : i32
}
",
    );
    let ir = &ctx.ir;
    let func = ir
        .first_op(ir.first_block(ir.op(top).regions[0]).unwrap())
        .unwrap();
    let body = ir.first_block(ir.op(func).regions[0]).unwrap();
    let a = ir.block_args(body)[0];
    let x0 = ir.first_op(body).unwrap();
    let ret = ir.next_op(x0).unwrap();
    let loc = ir.op(func).loc;
    let i32 = ctx.common.i32;
    let (addi, exec, yield_) = (
        ctx.symbol("arith.addi"),
        ctx.symbol("scf.execute_region"),
        ctx.symbol("scf.yield"),
    );
    let make = |ctx: &mut Context, name, operands: Vec<_>, results: Vec<_>, regions| {
        let mut st = OperationState::new(ctx, name, loc);
        st.operands = operands;
        st.result_types = results;
        st.regions = regions;
        ctx.create_op(st)
    };
    // innermost first: `inner` is the execute_region of the level below
    let mut inner: Option<Op> = None;
    for _ in 0..depth {
        let region = ctx.ir.create_region();
        let block = ctx.ir.create_block();
        ctx.ir.append_block(region, block);
        let x = make(&mut ctx, addi, vec![a, a], vec![i32], vec![]);
        ctx.ir.append_op(block, x);
        let mut yielded = ctx.ir.result(x, 0);
        if let Some(r) = inner {
            ctx.ir.append_op(block, r);
            let rv = ctx.ir.result(r, 0);
            let s = make(&mut ctx, addi, vec![yielded, rv], vec![i32], vec![]);
            ctx.ir.append_op(block, s);
            yielded = ctx.ir.result(s, 0);
        }
        let y = make(&mut ctx, yield_, vec![yielded], vec![], vec![]);
        ctx.ir.append_op(block, y);
        inner = Some(make(&mut ctx, exec, vec![], vec![i32], vec![region]));
    }
    let r1 = inner.expect("depth > 0");
    ctx.ir.insert_op_before(ret, r1);
    let x0 = ctx.ir.result(x0, 0);
    let r1v = ctx.ir.result(r1, 0);
    let s1 = make(&mut ctx, addi, vec![x0, r1v], vec![i32], vec![]);
    ctx.ir.insert_op_before(ret, s1);
    let s1 = ctx.ir.result(s1, 0);
    ctx.ir.set_operand(ret, 0, s1);
    (ctx, top)
}

fn parse(text: &str) -> (Context, Op) {
    ods_tests::ir_text::parse_with(ods_dialects::register_all, "deep.mlir", text)
}

fn run(pass: &mut dyn Pass, ctx: &mut Context, top: Op) -> PassState {
    let mut state = PassState::new(pass.info().statistics.len());
    assert!(pass.run(ctx, top, &mut state).is_ok());
    state
}

/// Verifies the IR (a few seconds at 100,000 levels in a debug build: done after CSE only).
fn check(ctx: &Context, top: Op) {
    if let Err(e) = verify(ctx, top) {
        panic!("invalid IR after the pass: {}", e[0].message);
    }
}

fn print(ctx: &Context, top: Op, debuginfo: bool) -> String {
    let flags = PrintFlags {
        debuginfo,
        ..PrintFlags::default()
    };
    let mut out = Vec::new();
    print_top_level(ctx, top, flags, &mut out).expect("printing to memory cannot fail");
    String::from_utf8(out).expect("UTF-8")
}

fn table(ctx: &Context, top: Op) -> String {
    stats_table(&count_ops(ctx, top))
}

#[test]
fn built_input_prints_as_the_text() {
    let (ctx, top) = deep_input(3);
    let (ctx2, top2) = parse(THREE_LEVELS);
    assert_eq!(print(&ctx, top, false), print(&ctx2, top2, false));
}

#[test]
fn cse_three_levels_as_mlir_opt() {
    let (mut ctx, top) = parse(THREE_LEVELS);
    let state = run(&mut Cse, &mut ctx, top);
    check(&ctx, top);
    assert_eq!(state.statistics(), &[3, 0]);
    assert_eq!(
        print(&ctx, top, false),
        "module {
  func.func @deep(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = scf.execute_region -> i32 {
      %3 = scf.execute_region -> i32 {
        %5 = scf.execute_region -> i32 {
          scf.yield %0 : i32
        }
        %6 = arith.addi %0, %5 : i32
        scf.yield %6 : i32
      }
      %4 = arith.addi %0, %3 : i32
      scf.yield %4 : i32
    }
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }
}
"
    );
}

#[test]
fn cse_deep_nesting() {
    let (mut ctx, top) = deep_input(DEPTH);
    let state = run(&mut Cse, &mut ctx, top);
    check(&ctx, top);
    assert_eq!(state.statistics(), &[DEPTH as u64, 0]);
    // every nested copy of `%a + %a` is gone; the additions of each level stay
    assert_eq!(
        table(&ctx, top),
        format!(
            "Operations encountered:
-----------------------
    arith.addi           , {}
  builtin.module         , 1
     func.func           , 1
     func.return         , 1
      scf.execute_region , {DEPTH}
      scf.yield          , {DEPTH}
",
            DEPTH + 1
        )
    );
    // the innermost region yields the function's `%a + %a`
    let mut op = top;
    let first_addi = loop {
        let block = ctx
            .ir
            .first_block(ctx.ir.op(op).regions[0])
            .expect("a block");
        let first = ctx.ir.first_op(block).expect("an op");
        if ctx.str(ctx.ir.op(first).name) == "arith.addi" {
            break first;
        }
        op = first;
    };
    let mut inner = ctx.ir.next_op(first_addi).expect("the first region op");
    for _ in 1..DEPTH {
        let block = ctx
            .ir
            .first_block(ctx.ir.op(inner).regions[0])
            .expect("a block");
        inner = ctx.ir.first_op(block).expect("an op");
    }
    let block = ctx
        .ir
        .first_block(ctx.ir.op(inner).regions[0])
        .expect("a block");
    let yield_op = ctx.ir.first_op(block).expect("the innermost yield");
    assert_eq!(ctx.ir.operand(yield_op, 0), ctx.ir.result(first_addi, 0));
}

#[test]
fn strip_debuginfo_three_levels_as_mlir_opt() {
    let (mut ctx, top) = parse(THREE_LEVELS);
    run(&mut StripDebugInfo, &mut ctx, top);
    assert_eq!(
        print(&ctx, top, true),
        "#loc = loc(unknown)
module {
  func.func @deep(%arg0: i32 loc(unknown)) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32 loc(#loc)
    %1 = scf.execute_region -> i32 {
      %3 = arith.addi %arg0, %arg0 : i32 loc(#loc)
      %4 = scf.execute_region -> i32 {
        %6 = arith.addi %arg0, %arg0 : i32 loc(#loc)
        %7 = scf.execute_region -> i32 {
          %9 = arith.addi %arg0, %arg0 : i32 loc(#loc)
          scf.yield %9 : i32 loc(#loc)
        } loc(#loc)
        %8 = arith.addi %6, %7 : i32 loc(#loc)
        scf.yield %8 : i32 loc(#loc)
      } loc(#loc)
      %5 = arith.addi %3, %4 : i32 loc(#loc)
      scf.yield %5 : i32 loc(#loc)
    } loc(#loc)
    %2 = arith.addi %0, %1 : i32 loc(#loc)
    return %2 : i32 loc(#loc)
  } loc(#loc)
} loc(#loc)
"
    );
}

#[test]
fn strip_debuginfo_deep_nesting() {
    let (mut ctx, top) = deep_input(DEPTH);
    run(&mut StripDebugInfo, &mut ctx, top);
    let unknown = ctx.common.unknown_loc;
    let mut work = vec![top];
    let mut ops = 0;
    while let Some(op) = work.pop() {
        ops += 1;
        assert_eq!(ctx.ir.op(op).loc, unknown);
        for &r in ctx.ir.op(op).regions.iter() {
            for b in ctx.ir.region_blocks(r) {
                for &a in ctx.ir.block_args(b) {
                    assert_eq!(ctx.ir.value(a).loc, unknown);
                }
                work.extend(ctx.ir.block_ops(b));
            }
        }
    }
    assert_eq!(ops, 4 * DEPTH + 4);
}

#[test]
fn print_op_stats_three_levels_as_mlir_opt() {
    let (mut ctx, top) = parse(THREE_LEVELS);
    let mut state = run(&mut PrintOpStats::default(), &mut ctx, top);
    assert_eq!(
        state.take_output(),
        "Operations encountered:
-----------------------
    arith.addi           , 7
  builtin.module         , 1
     func.func           , 1
     func.return         , 1
      scf.execute_region , 3
      scf.yield          , 3
"
    );
}

#[test]
fn print_op_stats_deep_nesting() {
    let (mut ctx, top) = deep_input(DEPTH);
    let mut pass = PrintOpStats { json: true };
    let mut state = run(&mut pass, &mut ctx, top);
    assert_eq!(
        state.take_output(),
        format!(
            "{{
  \"arith.addi\" : {},
  \"builtin.module\" : 1,
  \"func.func\" : 1,
  \"func.return\" : 1,
  \"scf.execute_region\" : {DEPTH},
  \"scf.yield\" : {DEPTH}
}}
",
            2 * DEPTH + 1
        )
    );
}

/// A function of `n` blocks in a chain, each computing `%a * %a` and branching to the next
/// with it; the last block returns the sum of its argument and its copy.
fn block_chain(n: usize) -> String {
    let mut s = String::from("func.func @chain(%a: i32) -> i32 {\n  cf.br ^bb1(%a : i32)\n");
    for i in 1..n {
        s.push_str(&format!(
            "^bb{i}(%v{i}: i32):\n  %m{i} = arith.muli %a, %a : i32\n  cf.br ^bb{}(%m{i} : i32)\n",
            i + 1
        ));
    }
    s.push_str(&format!(
        "^bb{n}(%v{n}: i32):\n  %m{n} = arith.muli %a, %a : i32\n  %r = arith.addi %v{n}, %m{n} : i32\n  return %r : i32\n}}\n"
    ));
    s
}

#[test]
fn cse_deep_dominator_tree() {
    // blocks each dominated by the previous: the tree is as deep as the chain (a recursive
    // walk would need several times the test thread's 2 MiB stack)
    let (mut ctx, top) = parse(&block_chain(CHAIN));
    let state = run(&mut Cse, &mut ctx, top);
    check(&ctx, top);
    assert_eq!(state.statistics(), &[CHAIN as u64 - 1, 0]);
    assert_eq!(
        table(&ctx, top),
        format!(
            "Operations encountered:
-----------------------
    arith.addi   , 1
    arith.muli   , 1
  builtin.module , 1
       cf.br     , {CHAIN}
     func.func   , 1
     func.return , 1
"
        )
    );
}

#[test]
fn cse_block_chain_as_mlir_opt() {
    let (mut ctx, top) = parse(&block_chain(3));
    run(&mut Cse, &mut ctx, top);
    check(&ctx, top);
    assert_eq!(
        print(&ctx, top, false),
        "module {
  func.func @chain(%arg0: i32) -> i32 {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = arith.muli %arg0, %arg0 : i32
    cf.br ^bb2(%1 : i32)
  ^bb2(%2: i32):  // pred: ^bb1
    cf.br ^bb3(%1 : i32)
  ^bb3(%3: i32):  // pred: ^bb2
    %4 = arith.addi %3, %1 : i32
    return %4 : i32
  }
}
"
    );
}
