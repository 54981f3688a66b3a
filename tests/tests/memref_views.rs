//! The memref view ops (`memref.subview`, `memref.expand_shape`, `memref.collapse_shape`,
//! `memref.transpose`, `memref.dma_start`) on hostile inputs: 100,000 nested regions around
//! them, and index lists, reassociation groups and operand lists of 100,000 entries, each with
//! the exact output (shapes recorded from mlir-opt 22 on small sizes) and in linear time.

const N: usize = 100_000;

/// Runs `ods-opt` with all bundled dialects on `input` named `v.mlir`.
fn opt(args: &[&str], input: &str) -> (i32, String, String) {
    ods_tests::opt_run::opt_named("v.mlir", args, input)
}

/// `item(i)` for `i` in `0..n`, joined by `sep`.
fn list(n: usize, sep: &str, item: impl Fn(usize) -> String) -> String {
    (0..n).map(item).collect::<Vec<_>>().join(sep)
}

/// 100,000 nested `memref.alloca_scope`s around the new view ops parse and verify: a
/// `memref.dma_start` with one tag index too many at the bottom is reported at its line with
/// mlir-opt's message and generic form.
#[test]
fn deep_scopes_around_view_ops() {
    let mut s = String::from(
        "func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, \
         %m: memref<8x16xf32>, %e: memref<?x32xf32>) {\n",
    );
    s.push_str(&"memref.alloca_scope {\n".repeat(N));
    s.push_str(
        "%sv = memref.subview %m[%i, 2] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, \
         strided<[16, 2], offset: ?>>\n\
         %ex = memref.expand_shape %e [[0, 1], [2]] output_shape [%i, 4, 32] : memref<?x32xf32> \
         into memref<?x4x32xf32>\n\
         %co = memref.collapse_shape %ex [[0, 1, 2]] : memref<?x4x32xf32> into memref<?xf32>\n\
         %tr = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, \
         strided<[1, 16]>>\n\
         memref.dma_start %s[%i], %d[%i], %i, %t[%i, %i] : memref<4xf32>, memref<4xf32, 1>, \
         memref<1xi32>\n",
    );
    s.push_str(&"}\n".repeat(N));
    s.push_str("return\n}\n");
    let (code, _, err) = opt(&[], &s);
    assert_eq!(code, 1);
    let line = N + 6;
    let want = format!(
        "v.mlir:{line}:1: error: 'memref.dma_start' op incorrect number of operands\n\
         memref.dma_start %s[%i], %d[%i], %i, %t[%i, %i] : memref<4xf32>, memref<4xf32, 1>, \
         memref<1xi32>\n^\n\
         v.mlir:{line}:1: note: see current operation: \"memref.dma_start\"(%arg0, %arg3, %arg1, \
         %arg3, %arg3, %arg2, %arg3, %arg3) : (memref<4xf32>, index, memref<4xf32, 1>, index, \
         index, memref<1xi32>, index, index) -> ()\n"
    );
    assert_eq!(err, want);
}

/// `memref<1x1x...x1xf32>` of rank `n`.
fn ones_type(n: usize) -> String {
    format!("memref<{}f32>", "1x".repeat(n))
}

/// A subview of a rank-100,000 memref with 100,000 static offsets, sizes and strides, and a
/// rank-reducing one to a 0-D memref, print back in custom form.
#[test]
fn subview_of_rank_100000() {
    let ty = ones_type(N);
    let zeros = list(N, ", ", |_| "0".into());
    let ones = list(N, ", ", |_| "1".into());
    let body = format!(
        "    %subview = memref.subview %arg0[{zeros}] [{ones}] [{ones}] : {ty} to {ty}\n    \
         %subview_0 = memref.subview %arg0[{zeros}] [{ones}] [{ones}] : {ty} to memref<f32>\n"
    );
    let input = format!("func.func @f(%arg0: {ty}) {{\n{body}    return\n}}\n");
    let want = format!("module {{\n  func.func @f(%arg0: {ty}) {{\n{body}    return\n  }}\n}}\n\n");
    let (code, out, err) = opt(&[], &input);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out == want, "output differs");
}

/// Offsets and sizes lists of 100,000 and 99,999 entries are rejected with mlir-opt's
/// message, and a dynamic list of 100,000 SSA values resolves.
#[test]
fn subview_lists_of_100000_entries() {
    let ty = ones_type(N);
    let zeros = list(N, ", ", |_| "0".into());
    let short = list(N - 1, ", ", |_| "1".into());
    let input = format!(
        "func.func @f(%m: {ty}) {{\n  %0 = memref.subview %m[{zeros}] [{short}] [{short}] : {ty} \
         to memref<f32>\n  return\n}}\n"
    );
    let (code, _, err) = opt(&[], &input);
    assert_eq!(code, 1);
    let first = err.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        format!(
            "v.mlir:2:8: error: expected mixed offsets rank to match mixed sizes rank ({N} vs {}) \
             so the rank of the result type is well-formed.",
            N - 1
        )
    );
    let dynamic = list(N, ", ", |_| "%i".into());
    let ones = list(N, ", ", |_| "1".into());
    let input = format!(
        "func.func @f(%m: {ty}, %i: index) {{\n  %0 = memref.subview %m[{dynamic}] [{ones}] \
         [{ones}] : {ty} to memref<f32, strided<[], offset: ?>>\n  return\n}}\n"
    );
    let (code, out, err) = opt(&["--mlir-print-op-generic"], &input);
    assert_eq!((code, err.as_str()), (0, ""));
    let segments = format!("operandSegmentSizes = array<i32: 1, {N}, 0, 0>");
    assert!(out.contains(&segments), "no {segments}");
}

/// `memref.expand_shape` into 100,000 unit dimensions (one group), `memref.collapse_shape`
/// back, and a `memref.dma_start` with 100,000 source indices print back in custom form.
#[test]
fn reshapes_and_dma_of_100000_entries() {
    let ty = ones_type(N);
    let group = list(N, ", ", |i| i.to_string());
    let ones = list(N, ", ", |_| "1".into());
    let idx = list(N, ", ", |_| "%arg1".into());
    let body = format!(
        "    %expand_shape = memref.expand_shape %arg0 [[{group}]] output_shape [{ones}] : \
         memref<1xf32> into {ty}\n    \
         %collapse_shape = memref.collapse_shape %expand_shape [[{group}]] : {ty} into \
         memref<1xf32>\n    \
         memref.dma_start %expand_shape[{idx}], %arg0[%arg1], %arg1, %arg2[%arg1] : {ty}, \
         memref<1xf32>, memref<1xi32>\n"
    );
    let args = "%arg0: memref<1xf32>, %arg1: index, %arg2: memref<1xi32>";
    let input = format!("func.func @f({args}) {{\n{body}    return\n}}\n");
    let want = format!("module {{\n  func.func @f({args}) {{\n{body}    return\n  }}\n}}\n\n");
    let (code, out, err) = opt(&[], &input);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out == want, "output differs");
}

/// A `memref.transpose` of a rank-100,000 dynamic memref: the 100,000-dimension permutation
/// map parses in linear time, and the wrong result type is reported with the canonical
/// transposed type, whose affine map has 100,000 terms (built without recursion).
#[test]
fn transpose_of_rank_100000() {
    let ty = format!("memref<{}f32>", "?x".repeat(N));
    let dims = list(N, ", ", |i| format!("d{i}"));
    let reversed = list(N, ", ", |i| format!("d{}", N - 1 - i));
    let input = format!(
        "func.func @f(%m: {ty}) {{\n  %0 = memref.transpose %m ({dims}) -> ({reversed}) : {ty} \
         to {ty}\n  return\n}}\n"
    );
    let (code, _, err) = opt(&[], &input);
    assert_eq!(code, 1);
    let symbols = list(N - 1, ", ", |i| format!("s{i}"));
    let terms = list(N - 1, " + ", |i| format!("d{} * s{i}", i + 1));
    let canonical = format!(
        "memref<{}f32, affine_map<({dims})[{symbols}] -> (d0 + {terms})>>",
        "?x".repeat(N)
    );
    let want = format!(
        "v.mlir:2:8: error: 'memref.transpose' op result type '{ty}' is not equivalent to the \
         canonical transposed input type '{canonical}'"
    );
    let first = err.lines().next().unwrap_or_default();
    assert!(first == want, "first line differs");
}
