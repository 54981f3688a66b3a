mod d {
    ods_macros::include_ods!("declare-wrong-arguments.ods");
}

fn main() {}
