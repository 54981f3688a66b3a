// memref casts between strided, identity and unranked types; globals (external constant,
// uninitialized constant, dense values, alignment); dim with a constant index; copies of
// unranked memrefs.
memref.global constant @ext : memref<4xf32>
memref.global "private" constant @un : memref<4xf32> = uninitialized
memref.global "nested" @splat : memref<2x3xi32> = dense<7> {alignment = 32}
memref.global @vals : memref<2x2xf16> = dense<[[1.0, 2.0], [3.0, 4.5]]>
memref.global @big : memref<3xi64> = dense<[1, -2, 9223372036854775807]>
func.func @casts(%a: memref<12x4xf32, strided<[4, 1], offset: 5>>, %b: memref<?x?xf32>, %u: memref<*xf32>, %c: memref<4x4xf32, 3>) {
  %0 = memref.cast %a : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
  %1 = memref.cast %0 : memref<12x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[4, 1], offset: 5>>
  %2 = memref.cast %b : memref<?x?xf32> to memref<4x4xf32>
  %3 = memref.cast %2 : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  %4 = memref.cast %b : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %5 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %6 = memref.cast %c : memref<4x4xf32, 3> to memref<*xf32, 3>
  %7 = memref.memory_space_cast %c : memref<4x4xf32, 3> to memref<4x4xf32>
  %8 = memref.memory_space_cast %6 : memref<*xf32, 3> to memref<*xf32, 1>
  %c7 = arith.constant 7 : index
  %d = memref.dim %a, %c7 : memref<12x4xf32, strided<[4, 1], offset: 5>>
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  memref.copy %b, %6 : memref<?x?xf32> to memref<*xf32, 3>
  %g = memref.get_global @splat : memref<2x3xi32>
  %h = memref.get_global @ext : memref<4xf32>
  %r = memref.rank %b : memref<?x?xf32>
  %p = memref.extract_aligned_pointer_as_index %b : memref<?x?xf32> -> index
  %aa = memref.assume_alignment %c, 64 {tag} : memref<4x4xf32, 3>
  return
}
func.func @atomics(%fm: memref<4xf32>, %im: memref<2x2xi64>, %f: f32, %x: i64, %i: index) {
  %0 = memref.atomic_rmw assign %f, %fm[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %f, %fm[%i] : (f32, memref<4xf32>) -> f32
  %2 = memref.atomic_rmw minnumf %f, %fm[%i] {tag} : (f32, memref<4xf32>) -> f32
  %3 = memref.atomic_rmw mulf %f, %fm[%i] : (f32, memref<4xf32>) -> f32
  %4 = memref.atomic_rmw xori %x, %im[%i, %i] : (i64, memref<2x2xi64>) -> i64
  %5 = memref.atomic_rmw maxu %x, %im[%i, %i] : (i64, memref<2x2xi64>) -> i64
  %6 = memref.atomic_rmw andi %x, %im[%i, %i] : (i64, memref<2x2xi64>) -> i64
  %7 = "memref.atomic_rmw"(%x, %im, %i, %i) <{kind = 13 : i64}> : (i64, memref<2x2xi64>, index, index) -> i64
  return
}
func.func @scopes(%n: index, %f: f32) -> f32 {
  %r:2 = memref.alloca_scope -> (f32, index) {
    %a = memref.alloca(%n) : memref<?xf32>
    memref.store %f, %a[%n] {nontemporal = true} : memref<?xf32>
    %v = memref.load %a[%n] {nontemporal = false} : memref<?xf32>
    memref.alloca_scope {
      %b = memref.alloca() {alignment = 16} : memref<2xf32>
    } {tag = 1 : i32}
    memref.alloca_scope.return %v, %n : f32, index
  }
  "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return %r#0 : f32
}
