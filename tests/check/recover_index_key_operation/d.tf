variable "g" {
  default = [ ( 1 y [ !a = 3 ) ]
}
