mod d {
    ods_macros::include_ods!("def-format-struct-arguments.ods");

}

fn main() {}
