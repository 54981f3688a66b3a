mod d {
    ods_macros::include_ods!("self-referential-constraint.ods");
}

fn main() {}
