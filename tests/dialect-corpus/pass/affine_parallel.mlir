// affine.parallel in custom form: constant, SSA and expression bounds, max/min groups,
// steps, reductions of every kind and result type, an empty band, nesting, shared operands
// deduplicated across groups, and attributes.
func.func @f(%A: memref<100x100xf32>, %n: index, %m: index) {
  affine.parallel (%i, %j) = (0, 0) to (98, 98) {
    %0 = affine.parallel (%kx, %ky) = (0, 0) to (2, 2) reduce ("addf") -> f32 {
      %1 = affine.load %A[%i + %kx, %j + %ky] : memref<100x100xf32>
      affine.yield %1 : f32
    }
    affine.store %0, %A[%i, %j] : memref<100x100xf32>
  }
  affine.parallel (%ii, %jj) = (0, 0) to (%n, %m) step (32, 32) {
    affine.parallel (%i, %j) = (%ii, %jj) to (min(%ii + 32, %n), min(%jj + 32, %m)) {
      "foo.bar"(%i, %j) : (index, index) -> ()
    }
  }
  affine.parallel (%i) = (max(%n, %m, 3)) to (symbol(%n) + 4) step (2) {
  }
  affine.parallel (%i, %j, %k) = (max(%m floordiv 2, symbol(%n)), %m, 0) to (%n, %n + %m, min(10, symbol(%m) * 3)) step (1, 1, 4) {
  } {foo = "bar"}
  %r:2 = affine.parallel (%i) = (0) to (10) reduce ("maxs", "assign") -> (si32, f32) {
    %a = "foo.a"() : () -> si32
    %b = "foo.b"() : () -> f32
    affine.yield %a, %b : si32, f32
  }
  %s:4 = affine.parallel (%i) = (0) to (10) reduce ("addi", "muli", "andi", "ori") -> (i8, i16, i32, i64) {
    %a = "foo.a"() : () -> i8
    %b = "foo.b"() : () -> i16
    %c = "foo.c"() : () -> i32
    %d = "foo.d"() : () -> i64
    affine.yield %a, %b, %c, %d : i8, i16, i32, i64
  }
  %t:5 = affine.parallel (%i) = (0) to (10) reduce ("mulf", "maximumf", "minimumf", "minu", "maxu") -> (f16, f64, bf16, ui8, ui32) {
    %a = "foo.a"() : () -> f16
    %b = "foo.b"() : () -> f64
    %c = "foo.c"() : () -> bf16
    %d = "foo.d"() : () -> ui8
    %e = "foo.e"() : () -> ui32
    affine.yield %a, %b, %c, %d, %e : f16, f64, bf16, ui8, ui32
  }
  affine.parallel () = () to () {
  }
  affine.parallel (%i) = (0) to (10) {
    affine.parallel (%j) = (%i) to (%i + 5) {
      affine.for %k = affine_map<(d0) -> (d0)>(%j) to 20 {
        %v = affine.load %A[%i, %j + %k] : memref<100x100xf32>
      }
    }
  }
  return
}
