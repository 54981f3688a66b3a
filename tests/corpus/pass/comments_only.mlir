// A file with only comments and whitespace.

   // indented comment
	
