variable "size" {
  type    = string
  default = false *
}
variable "zone" {
  type = object({id = set(any)})
  default = {
id = [ 12345678901234567890 , null , ( "10.0.0.0/8"
}
}
