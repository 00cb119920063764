variable "d" {
  default = [ ( 2 ? 3 ) ] * 5
}
