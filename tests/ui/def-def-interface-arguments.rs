mod d {
    ods_macros::include_ods!("def-def-interface-arguments.ods");

}

fn main() {}
