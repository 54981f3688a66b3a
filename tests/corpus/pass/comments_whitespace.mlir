// Comments and unusual whitespace are ignored by the parser.
   // indented comment
	"foo.tabbed"() : () -> ()	// trailing comment after a tab
%0 = "foo.a"  (  )  :  (  )  ->  i32 // spaces everywhere
%1
  =
  "foo.split"
  (
    %0
  )
  {
    k
      =
        1
  }
  :
  (i32)
  ->
  (i32)
"foo.r"() ({ // comment after an open brace
  ^bb0(%x: i32): // comment after a label
    "foo.x"(%x) : (i32) -> () // comment
}) : () -> () // comment before end of file
"foo.slashes"() {s = "// not a comment", t = "/* nor this */"} : () -> ()
"foo.crlf"() : () -> ()
// last line has no newline
"foo.no_newline_at_eof"() : () -> ()