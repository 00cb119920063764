region      = "eu-west-1"
db_password = "hunter2"
