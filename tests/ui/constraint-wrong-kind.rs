mod d {
    ods_macros::include_ods!("constraint-wrong-kind.ods");
}

fn main() {}
