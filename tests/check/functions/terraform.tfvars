config_file = "files/app.yaml"
payload     = "not base64!"
expiry      = "2019-06-01T00:00:00Z"
zones       = ["a", "d"]
digest      = "hello"
users_csv   = "name,age\nalice,30\nBob,40\n"
labels      = { x = ["l1", "l2"], y = ["l3"] }
