// distinct[N]<attr> attributes: ids are renumbered in print order; equal ids are the same attribute.
"foo.a"() {a = distinct[0]<unit>, b = distinct[5]<42 : i32>, c = distinct[0]<unit>, d = distinct[1]<>} : () -> ()
"foo.b"() {a = distinct[5]<42 : i32>, b = [distinct[7]<"s">], c = distinct[9]<[1, 2]>} : () -> ()
"foo.c"() {z = distinct[3]<unit>, y = distinct[3]<unit>} : () -> ()
