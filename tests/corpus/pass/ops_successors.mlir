// Successor lists with block arguments; predecessor comments on block labels.
"foo.func"() ({
^entry(%x: i32, %y: i1):
  "foo.cond_br"(%y)[^then, ^else] : (i1) -> ()
^then:
  "foo.br"(%x)[^join] : (i32) -> ()
^else:
  %c = "foo.const"() : () -> i32
  "foo.br"(%c)[^join] : (i32) -> ()
^join(%v: i32):
  "foo.switch"(%v, %v)[^a, ^b, ^a] : (i32, i32) -> ()
^a:
  "foo.br"()[^loop] : () -> ()
^b:
  "foo.br"()[^loop] : () -> ()
^loop:
  "foo.br"()[^loop] : () -> ()
^dead:
  "foo.return"() : () -> ()
^dead2(%unused: f32, %unused2: f32):
  "foo.br"()[^dead] : () -> ()
}) : () -> ()
