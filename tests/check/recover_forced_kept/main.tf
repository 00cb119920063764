variable "a" {
  default = - 1 * * ( 2 - 3 )
}
variable "b" {
  type    = tuple([tuple([any])])
  default = [ [ => ]
}
