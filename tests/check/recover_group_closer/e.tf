variable "g" {
  type = any
  default = g { ( 1 , [ 2 , 3 ... )
}
variable "h" {
  default = null
}
