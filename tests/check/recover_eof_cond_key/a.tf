variable "size" {
}
variable "name" {
}
