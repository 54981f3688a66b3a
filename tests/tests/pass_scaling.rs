//! Input shapes that once made `ods-opt` super-linear, each checked for its exact output
//! (the expected texts follow what mlir-opt 22 prints on the same shapes at sizes it
//! survives): nests of constant-condition `scf.if`s 100,000 deep (the trivially-dead query
//! walked the whole nest for each level, and the parser counted lines back over it),
//! `remove-dead-values` on a 100,000-deep nest with a dead result at each level, a chain of
//! 20,000 blocks that canonicalization merges (predecessors came from scanning the region),
//! and 20,000 blocks that all branch to one exit (the dominator tree walked quadratic
//! chains). Timings live in the README, not here: these only have to finish quickly.

const DEPTH: usize = 100_000;

/// Blocks in the control-flow tests.
const BLOCKS: usize = 20_000;

/// Runs `ods-opt` with all bundled dialects on `input` named `big.mlir`: (exit code, stdout,
/// stderr).
fn opt(args: &[&str], input: &str) -> (i32, String, String) {
    ods_tests::opt_run::opt_named("big.mlir", args, input)
}

/// Asserts a successful run printed `expected` (where it differs on failure).
fn assert_prints(args: &[&str], input: &str, expected: &str) {
    ods_tests::opt_run::assert_prints_named("big.mlir", args, input, expected)
}

/// `depth` nested `scf.if %true -> (i32)`, each then-branch yielding the next level's result.
fn constant_true_ifs_with_results(depth: usize) -> String {
    let mut s = String::from("func.func @f(%a: i32) -> i32 {\n%true = arith.constant true\n");
    for i in 0..depth {
        s.push_str(&format!("%r{i} = scf.if %true -> (i32) {{\n"));
    }
    s.push_str("scf.yield %a : i32\n");
    for i in (0..depth).rev() {
        s.push_str("} else {\nscf.yield %a : i32\n}\n");
        if i > 0 {
            s.push_str(&format!("scf.yield %r{i} : i32\n"));
        }
    }
    s.push_str("return %r0 : i32\n}\n");
    s
}

#[test]
fn deep_constant_true_ifs_with_results_fold_away() {
    let expected = "module {\n  func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  \
                    }\n}\n\n";
    assert_prints(
        &["--canonicalize"],
        &constant_true_ifs_with_results(DEPTH),
        expected,
    );
}

#[test]
fn deep_constant_true_ifs_around_an_effect_fold_away() {
    let mut s = String::from("func.func @f(%a: i32) {\n%true = arith.constant true\n");
    s.push_str(&"scf.if %true {\n".repeat(DEPTH));
    s.push_str("\"test.use\"(%a) : (i32) -> ()\n");
    s.push_str(&"}\n".repeat(DEPTH));
    s.push_str("return\n}\n");
    let expected = "module {\n  func.func @f(%arg0: i32) {\n    \"test.use\"(%arg0) : (i32) -> \
                    ()\n    return\n  }\n}\n\n";
    assert_prints(
        &["--allow-unregistered-dialect", "--canonicalize"],
        &s,
        expected,
    );
}

#[test]
fn remove_dead_values_on_a_deep_nest_of_dead_results() {
    let mut s = String::from("func.func @f(%a: i32) {\n");
    for i in 0..DEPTH {
        s.push_str(&format!("%r{i} = scf.execute_region -> i32 {{\n"));
    }
    s.push_str("\"test.use\"(%a) : (i32) -> ()\n");
    s.push_str(&"scf.yield %a : i32\n}\n".repeat(DEPTH));
    s.push_str("return\n}\n");
    let expected = "module {\n  func.func @f(%arg0: i32) {\n    \"test.use\"(%arg0) : (i32) -> \
                    ()\n    return\n  }\n}\n\n";
    assert_prints(
        &["--allow-unregistered-dialect", "--remove-dead-values"],
        &s,
        expected,
    );
}

#[test]
fn a_long_chain_of_blocks_merges_into_one() {
    // ^bbI for odd I takes an argument and computes a dead sum; even blocks hold an effect
    let mut s = String::from("func.func @f(%a: i32) -> i32 {\ncf.br ^bb1(%a : i32)\n");
    for i in 1..BLOCKS {
        if i % 2 == 1 {
            s.push_str(&format!(
                "^bb{i}(%x{i}: i32):\n%y{i} = arith.addi %x{i}, %x{i} : i32\ncf.br ^bb{}\n",
                i + 1
            ));
        } else {
            s.push_str(&format!(
                "^bb{i}:\n\"test.op\"() : () -> ()\ncf.br ^bb{}(%a : i32)\n",
                i + 1
            ));
        }
    }
    // BLOCKS is even: the last block is entered from an odd one, without an argument
    s.push_str(&format!("^bb{BLOCKS}:\nreturn %a : i32\n}}\n"));
    let mut expected = String::from("module {\n  func.func @f(%arg0: i32) -> i32 {\n");
    for _ in (2..BLOCKS).step_by(2) {
        expected.push_str("    \"test.op\"() : () -> ()\n");
    }
    expected.push_str("    return %arg0 : i32\n  }\n}\n\n");
    assert_prints(
        &["--allow-unregistered-dialect", "--canonicalize"],
        &s,
        &expected,
    );
}

#[test]
fn dominance_over_many_blocks_branching_to_one_exit() {
    // each ^bbI goes on or to the exit; the exit uses a value of the last block, which does
    // not dominate it
    let n = BLOCKS;
    let mut s = String::from("func.func @f(%c: i1, %a: i32) -> i32 {\ncf.br ^bb1(%a : i32)\n");
    for i in 1..n {
        s.push_str(&format!(
            "^bb{i}(%x{i}: i32):\n%y{i} = arith.addi %x{i}, %a : i32\ncf.cond_br %c, \
             ^bb{}(%y{i} : i32), ^bb{n}(%x{i} : i32)\n",
            i + 1
        ));
    }
    let last = n - 1;
    s.push_str(&format!("^bb{n}(%z: i32):\nreturn %y{last} : i32\n}}\n"));
    let (code, out, err) = opt(&[], &s);
    // lines: 2 header lines, 3 per block, then the exit's header and its return
    let ret_line = 3 * n + 1;
    let def_line = 3 * n - 2;
    let def_col = format!("%y{last} = ").len() + 1;
    let value = 2 * n - 3;
    let expected = format!(
        "big.mlir:{ret_line}:1: error: operand #0 does not dominate this use\nreturn %y{last} : \
         i32\n^\nbig.mlir:{ret_line}:1: note: see current operation: \"func.return\"(%{value}) \
         : (i32) -> ()\nbig.mlir:{def_line}:{def_col}: note: operand defined here (op in the \
         same region)\n%y{last} = arith.addi %x{last}, %a : i32\n{}^\n",
        " ".repeat(def_col - 1)
    );
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(err, expected);
}
