//! The memref, tensor, bufferization and tensor-aware scf canonicalization patterns on
//! hostile inputs built here, with exact outputs (what mlir-opt 22 prints on the same inputs
//! at sizes it handles): an element of a `tensor.generate` whose body nests 100,000
//! `scf.execute_region`s is computed in place (`ExtractFromTensorGenerate` clones the body),
//! an `scf.forall` with 100,000 shared outputs nothing updates is removed
//! (`ForallOpIterArgsFolder`), and a `bufferization.dealloc` of one memref listed 100,000
//! times, retaining it 100,000 times, keeps one entry of each (linear-time duplicate removal).
//!
//! Runs on the test threads' ordinary stacks, in debug builds too.

use ods_tests::opt_run::assert_prints_named;

const N: usize = 100_000;

/// A `tensor.extract` of a `tensor.generate` whose body is `depth` nested
/// `scf.execute_region`s yielding `%v`.
fn generate_of_execute_regions(depth: usize) -> String {
    let mut s = String::from(
        "func.func @f(%n: index, %v: f32) -> f32 {\n  %c0 = arith.constant 0 : index\n  \
         %g = tensor.generate %n {\n  ^bb0(%i: index):\n",
    );
    for k in 0..depth {
        s.push_str(&format!("%r{k} = scf.execute_region -> f32 {{\n"));
    }
    s.push_str("scf.yield %v : f32\n");
    for k in (0..depth).rev() {
        s.push_str("}\n");
        if k > 0 {
            s.push_str(&format!("scf.yield %r{k} : f32\n"));
        } else {
            s.push_str("tensor.yield %r0 : f32\n");
        }
    }
    s.push_str("} : tensor<?xf32>\n  %e = tensor.extract %g[%c0] : tensor<?xf32>\n");
    s.push_str("  return %e : f32\n}\n");
    s
}

#[test]
fn extract_of_deep_generate() {
    let input = generate_of_execute_regions(N);
    let want = "module {\n  func.func @f(%arg0: index, %arg1: f32) -> f32 {\n    return %arg1 : \
                f32\n  }\n}\n\n";
    assert_prints_named("deep.mlir", &["--canonicalize"], &input, want);
}

#[test]
fn forall_with_many_unused_shared_outputs() {
    let outs: Vec<String> = (0..N).map(|k| format!("%o{k} = %t")).collect();
    let types = vec!["tensor<4xf32>"; N].join(", ");
    let input = format!(
        "func.func @f(%t: tensor<4xf32>) {{\n  %r:{N} = scf.forall (%i) in (2) shared_outs({}) \
         -> ({types}) {{\n    scf.forall.in_parallel {{\n    }}\n  }}\n  return\n}}\n",
        outs.join(", ")
    );
    let want = "module {\n  func.func @f(%arg0: tensor<4xf32>) {\n    return\n  }\n}\n\n";
    assert_prints_named("forall.mlir", &["--canonicalize"], &input, want);
}

#[test]
fn dealloc_with_many_duplicates() {
    let memrefs = vec!["%m"; N].join(", ");
    let types = vec!["memref<2xf32>"; N].join(", ");
    let conds = vec!["%c"; N].join(", ");
    let input = format!(
        "func.func @f(%m: memref<2xf32>, %c: i1) -> i1 {{\n  %r:{N} = bufferization.dealloc \
         ({memrefs} : {types}) if ({conds}) retain ({memrefs} : {types})\n  return %r#{} : \
         i1\n}}\n",
        N - 1
    );
    let want = "module {\n  func.func @f(%arg0: memref<2xf32>, %arg1: i1) -> i1 {\n    %0 = \
                bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1) retain (%arg0 : \
                memref<2xf32>)\n    return %0 : i1\n  }\n}\n\n";
    assert_prints_named("dealloc.mlir", &["--canonicalize"], &input, want);
}
