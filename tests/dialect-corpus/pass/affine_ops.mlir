// affine ops in custom form: apply, for (constant, SSA and map bounds, max/min, step,
// iter_args), if (with and without else, with results), load/store/prefetch with affine
// subscripts over SSA ids, min/max, yield, delinearize_index and linearize_index.
#lb = affine_map<(d0)[s0] -> (d0 + s0, 10)>
#ub = affine_map<(d0) -> (d0, 50)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0, -d0 + s0 * 2 >= 0)>
func.func @ops(%A: memref<100x100xf32>, %B: memref<?xi32>, %n: index, %m: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %x = affine.apply affine_map<(i)[s0] -> (i + s0)> (%n)[%m]
  %y = affine.apply affine_map<() -> (4)> ()
  %z = affine.apply affine_map<(d0, d1) -> (d0 floordiv 4 + d1 mod 3)> (%x, %y) {tag = "t"}
  %r = affine.for %i = 0 to 100 step 2 iter_args(%acc = %v) -> (f32) {
    %l = affine.load %A[%i + 1, symbol(%n)] : memref<100x100xf32>
    %s = arith.addf %acc, %l : f32
    affine.yield %s : f32
  }
  %r2:2 = affine.for %i = %c0 to %n iter_args(%a = %v, %b = %c0) -> (f32, index) {
    %b2 = affine.apply affine_map<(d0, d1) -> (d0 + d1)> (%b, %i)
    affine.yield %a, %b2 : f32, index
  }
  affine.for %i = max #lb(%n)[%m] to min #ub(%m) {
    affine.for %j = %c0 to %n step 4 {
      affine.store %v, %A[%i, %j * 2 + symbol(%m) + %i] : memref<100x100xf32>
      %e = affine.apply affine_map<(d0) -> (d0 * 3)> (%j)
      %w = affine.load %A[%e floordiv 2, (%e + %i) mod 7] {nontemporal} : memref<100x100xf32>
      affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<100x100xf32>
      affine.prefetch %B[symbol(%n) - 1], write, locality<0>, instr : memref<?xi32>
    }
  }
  affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%n] to affine_map<(d0)[s0] -> (d0 + s0)>(%m)[%n] {
  } {attr = 1 : i32}
  %d = memref.dim %B, %c0 : memref<?xi32>
  %mn = affine.min affine_map<(d0)[s0] -> (d0, s0)> (%n)[%d]
  %mx = affine.max affine_map<(d0, d1) -> (d0, d1, 7)> (%n, %m)
  affine.if #set(%n)[%m] {
    affine.store %v, %A[0, 0] : memref<100x100xf32>
  } else {
    affine.store %v, %A[1, 1] : memref<100x100xf32>
  }
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%n, %d) {
    %c = affine.load %B[0] : memref<?xi32>
  }
  %q = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %v : f32
  } else {
    affine.yield %r : f32
  }
  %di:2 = affine.delinearize_index %n into (%m, 10) : index, index
  %dj:3 = affine.delinearize_index %n into (4, 10) : index, index, index
  %li = affine.linearize_index disjoint [%di#0, %di#1] by (%m, 10) : index
  %lj = affine.linearize_index [%dj#0, %dj#1, %dj#2] by (4, 10) : index
  return %q : f32
}

func.func @zero_rank(%M: memref<f32>, %v: f32) {
  %0 = affine.load %M[] : memref<f32>
  affine.store %v, %M[] : memref<f32>
  affine.for %i = -5 to 5 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 10 {
    }
  }
  return
}
