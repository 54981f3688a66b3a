//! The affine folders and canonicalization patterns on hostile input: affine ops at the
//! bottom of 100,000 nested regions (the regions inline, the maps compose and simplify as
//! mlir-opt 22 does at depths it survives, checked at 200 levels), expressions near the
//! depth limit of the affine simplifier whose composition would pass it (left uncomposed),
//! and expressions deeper than that limit (left as they are).
//!
//! Runs on the test threads' ordinary 2 MiB stacks.

use ods_tests::opt_run::{assert_prints_named, opt_named};

const DEPTH: usize = 100_000;

/// The affine ops of the nest: an apply composed into a min, a max and a store.
const OPS: &str = "%0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%n)
%1 = affine.min affine_map<(d0)[s0] -> (d0, s0, d0)>(%0)[%n]
%2 = affine.max affine_map<(d0)[s0] -> (d0 + 1, s0)>(%1)[%n]
affine.store %2, %A[%0 floordiv 2] : memref<?xindex>
";

/// What `--canonicalize` makes of the nest (mlir-opt 22's output at 200 levels).
const CANONICAL: &str = "#map = affine_map<()[s0] -> (s0, s0 * 2 + 1)>
#map1 = affine_map<()[s0, s1] -> (s1 + 1, s0)>
module {
  func.func @f(%arg0: memref<?xindex>, %arg1: index) {
    %0 = affine.min #map()[%arg1]
    %1 = affine.max #map1()[%arg1, %0]
    affine.store %1, %arg0[symbol(%arg1)] : memref<?xindex>
    return
  }
}

";

fn nested(depth: usize) -> String {
    let mut s = String::from("func.func @f(%A: memref<?xindex>, %n: index) {\n");
    s.push_str(&"scf.execute_region {\n".repeat(depth));
    s.push_str(OPS);
    s.push_str(&"scf.yield\n}\n".repeat(depth));
    s.push_str("return\n}\n");
    s
}

#[test]
fn affine_patterns_at_the_bottom_of_a_deep_nest() {
    for depth in [200, DEPTH] {
        assert_prints_named("deep.mlir", &["--canonicalize"], &nested(depth), CANONICAL);
    }
}

/// `levels` nested `(x floordiv 3 + d1)` around `d0`: an expression of depth `2 * levels`.
fn deep_expr(levels: usize) -> String {
    let mut e = String::from("d0");
    for _ in 0..levels {
        e = format!("(({e}) floordiv 3 + d1)");
    }
    e
}

#[test]
fn composition_past_the_depth_limit_is_left_alone() {
    let e = deep_expr(495);
    let input = format!(
        "func.func @deep(%a: index, %b: index) -> (index, index) {{
  %0 = affine.apply affine_map<(d0, d1) -> ({e})>(%a, %b)
  %1 = affine.apply affine_map<(d0, d1) -> ({e})>(%0, %b)
  return %0, %1 : index, index
}}
"
    );
    let (code, out, err) = opt_named("deep.mlir", &["--canonicalize"], &input);
    assert_eq!((code, err.as_str()), (0, ""));
    // %0's dimensions become symbols; %1 would need an expression of depth 2,000.
    assert!(
        out.contains("    %0 = affine.apply #map()[%arg0, %arg1]\n"),
        "{out}"
    );
    assert!(
        out.contains("    %1 = affine.apply #map1(%0, %arg1)\n"),
        "{out}"
    );
    assert!(
        out.starts_with("#map = affine_map<()[s0, s1] -> ("),
        "{out}"
    );
}

#[test]
fn long_apply_chains_compose() {
    // 5,000 chained applies fold to one constant: the coefficient of %n wraps to zero.
    let mut s = String::from(
        "func.func @chain(%n: index) -> index {\n  %v0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)\n",
    );
    for i in 1..5000 {
        s.push_str(&format!(
            "  %v{i} = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%v{})\n",
            i - 1
        ));
    }
    s.push_str("  return %v4999 : index\n}\n");
    let expected = "module {
  func.func @chain(%arg0: index) -> index {
    %c-1 = arith.constant -1 : index
    return %c-1 : index
  }
}

";
    assert_prints_named("chain.mlir", &["--canonicalize"], &s, expected);
}

#[test]
fn deeper_than_the_simplifier_limit_is_left_as_it_is() {
    // 600 levels: a depth of 1,200 (the constructors of such sums are quadratic in depth)
    let e = deep_expr(600);
    let input = format!(
        "func.func @deep(%a: index, %b: index) -> (index, index, index) {{
  %0 = affine.apply affine_map<(d0, d1) -> ({e})>(%a, %b)
  %1 = affine.min affine_map<(d0, d1) -> ({e}, 4)>(%a, %b)
  %2 = affine.max affine_map<(d0, d1) -> ({e}, {e})>(%a, %b)
  return %0, %1, %2 : index, index, index
}}
"
    );
    let (code, out, err) = opt_named("deep.mlir", &["--canonicalize"], &input);
    assert_eq!((code, err.as_str()), (0, ""));
    // The max's repeated result goes and the single-result max becomes an apply of the
    // apply's map; nothing is composed or simplified.
    let body = "  func.func @deep(%arg0: index, %arg1: index) -> (index, index, index) {
    %0 = affine.apply #map(%arg0, %arg1)
    %1 = affine.min #map1(%arg0, %arg1)
    %2 = affine.apply #map(%arg0, %arg1)
    return %0, %1, %2 : index, index, index
  }
}
";
    assert!(
        out.ends_with(&format!("module {{\n{body}\n")),
        "{}",
        &out[out.len() - 400..]
    );
    assert_eq!(out.matches("affine_map<").count(), 2);
}
