variable "e" {
  type = bool
  default = ( 1 ] 2 * 3
}
