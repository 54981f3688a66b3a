mod d {
    ods_macros::include_ods!("unknown-constraint.ods");
}

fn main() {}
