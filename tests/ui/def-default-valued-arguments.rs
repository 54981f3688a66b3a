mod d {
    ods_macros::include_ods!("def-default-valued-arguments.ods");

}

fn main() {}
